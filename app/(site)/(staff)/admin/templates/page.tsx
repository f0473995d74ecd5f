import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireRole } from "@/lib/auth/session";
import { listEmailTemplates } from "@/lib/automations/templates";

export const metadata: Metadata = { title: "E-mail templates", robots: { index: false } };

/** /admin/templates: the e-mail templates automations send, and which automation sends each one. */
export default async function TemplatesPage() {
  await requireRole("admin");
  const templates = await listEmailTemplates();
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">E-mail templates</h1>
          <p className="text-muted-foreground">What automations send to leads, from the agent who has the lead. Every one carries the agency&apos;s postal address and an opt-out link.</p>
        </div>
        <Button asChild>
          <Link href="/admin/templates/new">New template</Link>
        </Button>
      </div>
      {templates.length === 0 ? (
        <p className="text-muted-foreground">No templates yet.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Templates">
          {templates.map((t) => (
            <li key={t.id} data-template={t.name}>
              <Card>
                <CardHeader>
                  <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
                    <Link className="text-primary hover:underline" href={`/admin/templates/${t.id}`}>{t.name}</Link>
                    <Badge variant={t.isActive ? "success" : "secondary"}>{t.isActive ? "Active" : "Off"}</Badge>
                  </CardTitle>
                  <CardDescription className="break-words">Subject: {t.subject}</CardDescription>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">
                  {t.usedBy.length ? <>Sent by: {t.usedBy.map((a) => a.name).join(", ")}</> : "No automation sends it."}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
