import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ActionButton } from "@/components/forms/action-button";
import { AutomationCountsList } from "@/components/automations/automation-counts";
import { requireRole } from "@/lib/auth/session";
import { listAutomations } from "@/lib/automations/manage";
import { automationCounts, automationTextFailures } from "@/lib/automations/report";
import { twilioSettings } from "@/lib/texting/twilio-client";
import { toggleAutomationAction } from "@/lib/automations/actions";
import { TRIGGER_TYPES } from "@/lib/schemas/automation";
import { describeTrigger } from "@/components/automations/describe";

export const metadata: Metadata = { title: "Automations", robots: { index: false } };

/** /admin/automations: every automation with its trigger, its figures for 30 days, and its on/off switch. */
export default async function AutomationsPage() {
  await requireRole("admin");
  const [automations, counts, textFailures] = await Promise.all([listAutomations(), automationCounts(), automationTextFailures()]);
  const texting = twilioSettings() !== null;
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Automations</h1>
          <p className="text-muted-foreground">First touch, follow-ups and escalation: what happens to a lead without anyone watching. Figures cover the last 30 days.</p>
        </div>
        <Button asChild>
          <Link href="/admin/automations/new">New automation</Link>
        </Button>
      </div>
      {automations.length === 0 && <p className="text-muted-foreground">No automations yet.</p>}
      <ul className="grid gap-4" aria-label="Automations">
        {automations.map(({ row, def }) => (
          <li key={row.id} data-automation={row.name}>
            <Card>
              <CardHeader>
                <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
                  <Link className="text-primary hover:underline" href={`/admin/automations/${row.id}`}>{row.name}</Link>
                  <Badge variant={row.isActive ? "success" : "secondary"}>{row.isActive ? "Active" : "Off"}</Badge>
                  {!def && <Badge variant="destructive">Cannot be read: open it to fix</Badge>}
                  {!texting && def?.actions.some((a) => a.type === "send_text_template") && <Badge variant="warning">Texting not configured (see Setup)</Badge>}
                </CardTitle>
                <CardDescription>{def ? describeTrigger(def.trigger) : TRIGGER_TYPES.find((t) => t.value === row.type)?.label}{def ? ` · ${def.actions.length} action${def.actions.length === 1 ? "" : "s"}` : ""}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                <AutomationCountsList counts={counts.get(row.id)} name={row.name} textFailures={textFailures.get(row.id)} />
                <div className="flex flex-wrap gap-2">
                  <ActionButton
                    action={toggleAutomationAction}
                    fields={{ automationId: row.id, isActive: row.isActive ? "false" : "true" }}
                    label={row.isActive ? "Switch off" : "Switch on"}
                    busyLabel="Saving..."
                    ariaLabel={`${row.isActive ? "Switch off" : "Switch on"} ${row.name}`}
                  />
                  <Button asChild size="sm" variant="ghost">
                    <Link href={`/admin/automations/${row.id}#runs`}>Runs</Link>
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
