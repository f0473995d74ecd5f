import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireRole } from "@/lib/auth/session";
import { listSmsTemplates } from "@/lib/texting/templates";
import { smsSegments, describeSegments } from "@/lib/texting/segments";

export const metadata: Metadata = { title: "Text templates", robots: { index: false } };

const percent = (r: number | null) => (r === null ? "—" : `${(r * 100).toFixed(1)} %`);

/** /admin/text-templates: the texts automations and agents send (`sms_templates`), with their figures for 30 days and the opt-out rate. */
export default async function TextTemplatesPage() {
  await requireRole("admin");
  const templates = await listSmsTemplates();
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Text templates</h1>
          <p className="text-muted-foreground">What automations and agents text to leads through Twilio. Figures cover the last 30 days; the opt-out rate is the share of a template&apos;s texts answered by STOP.</p>
        </div>
        <Button asChild>
          <Link href="/admin/text-templates/new">New text template</Link>
        </Button>
      </div>
      {templates.length === 0 ? (
        <p className="text-muted-foreground">No text templates yet.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Text templates">
          {templates.map((t) => (
            <li key={t.id} data-template={t.name}>
              <Card>
                <CardHeader>
                  <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
                    <Link className="text-primary hover:underline" href={`/admin/text-templates/${t.id}`}>{t.name}</Link>
                    <Badge variant={t.isActive ? "success" : "secondary"}>{t.isActive ? "Active" : "Off"}</Badge>
                  </CardTitle>
                  <CardDescription className="whitespace-pre-wrap break-words">{t.content}</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-2 text-sm">
                  <p className="text-muted-foreground">{describeSegments(smsSegments(t.content))} as written</p>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4" aria-label={`${t.name}: last 30 days`}>
                    <div><dt className="text-muted-foreground">Sent</dt><dd className="font-semibold tabular-nums" data-count="sent">{t.figures.sent.toLocaleString("en-US")}</dd></div>
                    <div><dt className="text-muted-foreground">Delivered</dt><dd className="font-semibold tabular-nums" data-count="delivered">{t.figures.delivered.toLocaleString("en-US")}</dd></div>
                    <div><dt className="text-muted-foreground">Opt-outs</dt><dd className="font-semibold tabular-nums" data-count="optOuts">{t.figures.optOuts.toLocaleString("en-US")}</dd></div>
                    <div><dt className="text-muted-foreground">Opt-out rate</dt><dd className="font-semibold tabular-nums" data-count="optOutRate">{percent(t.figures.optOutRate)}</dd></div>
                  </dl>
                  <p className="text-muted-foreground">{t.usedBy.length ? <>Sent by: {t.usedBy.map((a) => a.name).join(", ")}</> : "No automation sends it."}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
