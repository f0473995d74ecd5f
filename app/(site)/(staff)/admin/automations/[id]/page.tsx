import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requireRole } from "@/lib/auth/session";
import { getAutomation, templateChoices } from "@/lib/automations/manage";
import { smsTemplateChoices } from "@/lib/texting/templates";
import { automationCounts, automationRuns, automationTextFailures } from "@/lib/automations/report";
import { AutomationEditor, type AutomationValues } from "@/components/automations/automation-editor";
import { AutomationCountsList } from "@/components/automations/automation-counts";
import { formatDateTime } from "@/lib/crm/format";

export const metadata: Metadata = { title: "Automation", robots: { index: false } };

const STEP_BADGE = { ran: "success", waiting: "secondary", skipped: "outline", failed: "destructive" } as const;

/** /admin/automations/[id] (or /new): edit an automation; its figures and its runs, newest first. */
export default async function AutomationPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string }> }) {
  await requireRole("admin");
  const { id } = await params;
  const isNew = id === "new";
  if (!isNew && !/^\d{1,9}$/.test(id)) notFound();
  const found = isNew ? null : await getAutomation(Number(id));
  if (!isNew && !found) notFound();
  const [templates, textTemplates] = await Promise.all([templateChoices(), smsTemplateChoices()]);
  const page = Math.max(1, Math.min(10_000, Number((await searchParams).page) || 1));
  const [counts, runs, textFailures] = found ? await Promise.all([automationCounts(), automationRuns(found.row.id, page), automationTextFailures()]) : [null, null, null];
  const values: AutomationValues = found?.def
    ? { id: found.row.id, name: found.row.name, isActive: found.row.isActive, trigger: found.def.trigger, actions: found.def.actions }
    : {
        id: found?.row.id ?? null,
        name: found?.row.name ?? "",
        isActive: found?.row.isActive ?? true,
        trigger: { type: "lead_captured", conditions: { leadTypes: [], sources: [], minScore: null, verifiedOnly: true, duplicate: "any" } },
        actions: [{ type: "send_template", templateId: templates[0]?.id ?? 0, delayMinutes: 0 }],
      };
  const pages = runs ? Math.max(1, Math.ceil(runs.total / 25)) : 1;
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/admin/automations" className="text-primary hover:underline">← Automations</Link>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">{found ? found.row.name : "New automation"}</h1>
      {found && <AutomationCountsList counts={counts?.get(found.row.id)} name={found.row.name} textFailures={textFailures?.get(found.row.id)} />}
      <Card>
        <CardHeader><CardTitle as="h2">Definition</CardTitle></CardHeader>
        <CardContent>
          <AutomationEditor automation={values} templates={templates} textTemplates={textTemplates} />
        </CardContent>
      </Card>
      {runs && (
        <Card id="runs">
          <CardHeader><CardTitle as="h2">Runs ({runs.total.toLocaleString("en-US")})</CardTitle></CardHeader>
          <CardContent>
            {runs.rows.length === 0 ? (
              <p className="text-muted-foreground">No lead has triggered it yet.</p>
            ) : (
              <ul className="divide-y" aria-label="Runs, newest first">
                {runs.rows.map((r) => (
                  <li key={r.id} className="grid gap-1 py-3 text-sm" data-run={r.id}>
                    <p>
                      <Link className="font-medium text-primary hover:underline" href={`/crm/leads/${r.leadId}`}>#{r.leadId} {r.lead}</Link>{" "}
                      <span className="text-muted-foreground">triggered {formatDateTime(r.triggeredAt.toISOString())}</span>
                    </p>
                    <ol className="grid gap-1 pl-4">
                      {r.steps.map((s) => (
                        <li key={s.position} className="flex flex-wrap items-center gap-2">
                          <span>{s.position + 1}. {s.action.replace(/_/g, " ")}</span>
                          <Badge variant={STEP_BADGE[s.status as keyof typeof STEP_BADGE] ?? "outline"}>{s.status}</Badge>
                          <span className="text-muted-foreground">
                            {s.status === "waiting" ? `until ${formatDateTime(s.runAt.toISOString())}` : s.doneAt ? formatDateTime(s.doneAt.toISOString()) : ""}
                            {s.detail ? ` · ${s.detail}` : ""}
                          </span>
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav aria-label="Pages of runs" className="mt-4 flex gap-4 text-sm">
                {page > 1 && <Link className="text-primary hover:underline" href={`/admin/automations/${id}?page=${page - 1}#runs`}>← Newer</Link>}
                <span>Page {page} of {pages}</span>
                {page < pages && <Link className="text-primary hover:underline" href={`/admin/automations/${id}?page=${page + 1}#runs`}>Older →</Link>}
              </nav>
            )}
          </CardContent>
        </Card>
      )}
    </section>
  );
}
