import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ActionButton } from "@/components/forms/action-button";
import { StageMappingForm } from "@/components/integrations/stage-mapping-form";
import { requireRole } from "@/lib/auth/session";
import { CRM_PROVIDERS, CRM_PROVIDER_LABELS } from "@/lib/constants";
import { allEffectiveMappings } from "@/lib/integrations/crm/stage-mappings";
import { deleteStageMappingAction } from "@/lib/integrations/crm/actions";

export const metadata: Metadata = { title: "Stage mappings", robots: { index: false } };

/** CRM stage → Meta event mappings: the spec's defaults plus an admin's own rows. */
export default async function StageMappingsPage() {
  await requireRole("admin");
  const all = await allEffectiveMappings();
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Stage mappings</h1>
        <p className="text-muted-foreground">
          Which Meta event each CRM stage sends. Stages match without regard to letter case. Pipedrive sends stage ids: map the id (e.g. 4). A mapping to &quot;No event&quot; makes a stage send nothing.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Add or override a mapping</CardTitle>
        </CardHeader>
        <CardContent>
          <StageMappingForm />
        </CardContent>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        {CRM_PROVIDERS.map((p) => (
          <Card key={p}>
            <CardHeader>
              <CardTitle as="h2">{CRM_PROVIDER_LABELS[p]}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y text-sm" aria-label={`${CRM_PROVIDER_LABELS[p]} mappings`}>
                {all[p].map((m) => (
                  <li key={m.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      <code>{m.stage}</code> {m.origin === "custom" && <Badge variant="outline">custom</Badge>}
                    </span>
                    <span className="flex items-center gap-2">
                      {m.event === "none" ? "No event" : `${m.event} · $${m.value.toLocaleString("en-US")}`}
                      {m.id !== null && (
                        <ActionButton
                          action={deleteStageMappingAction}
                          fields={{ mappingId: m.id }}
                          label="Remove"
                          busyLabel="Removing..."
                          variant="ghost"
                          ariaLabel={`Remove the custom mapping of ${CRM_PROVIDER_LABELS[p]}: ${m.stage}`}
                        />
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
