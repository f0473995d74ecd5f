"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CopyValue } from "@/components/integrations/copy-value";
import { CrmOverview } from "@/components/integrations/crm-overview";
import { CrmSetupTab, type MappingRow } from "@/components/integrations/crm-setup-tab";
import { CRM_TABS, ZAPIER_PAYLOAD, ZAPIER_SUPPORTED_CRMS, type CrmTabKey } from "@/components/integrations/crm-setup-steps";
import { useSiteOrigin } from "@/components/integrations/use-site-origin";

/** The CRM Integrations page's tabs (crm-and-integrations.md §2): HubSpot (default), Pipedrive, Salesforce, Zapier, Overview. */
export function CrmIntegrations({
  fallbackOrigin,
  configured,
  mappings,
}: {
  fallbackOrigin: string;
  configured: Record<CrmTabKey, boolean>;
  mappings: Record<"hubspot" | "pipedrive" | "salesforce", MappingRow[]>;
}) {
  const origin = useSiteOrigin(fallbackOrigin);
  const tab = (key: CrmTabKey) => ({ label: CRM_TABS[key].label, url: `${origin}${CRM_TABS[key].path}`, steps: CRM_TABS[key].steps, variables: CRM_TABS[key].variables, configured: configured[key] });
  return (
    <Tabs defaultValue="hubspot">
      <TabsList aria-label="CRM">
        <TabsTrigger value="hubspot">HubSpot</TabsTrigger>
        <TabsTrigger value="pipedrive">Pipedrive</TabsTrigger>
        <TabsTrigger value="salesforce">Salesforce</TabsTrigger>
        <TabsTrigger value="zapier">Zapier</TabsTrigger>
        <TabsTrigger value="overview">Overview</TabsTrigger>
      </TabsList>
      <div className="rounded-xl border p-4 sm:p-6">
        <TabsContent value="hubspot">
          <CrmSetupTab {...tab("hubspot")} mappings={mappings.hubspot} />
        </TabsContent>
        <TabsContent value="pipedrive">
          <CrmSetupTab {...tab("pipedrive")} mappings={mappings.pipedrive} />
        </TabsContent>
        <TabsContent value="salesforce">
          <CrmSetupTab {...tab("salesforce")} mappings={mappings.salesforce} />
        </TabsContent>
        <TabsContent value="zapier">
          <CrmSetupTab {...tab("zapier")}>
            <div className="space-y-2">
              <h3 className="font-semibold">Payload</h3>
              <CopyValue value={JSON.stringify(ZAPIER_PAYLOAD, null, 2)} label="Zapier payload" multiline />
              <p className="text-sm text-muted-foreground">
                Optional: deal_id (the CRM&apos;s deal id, so sales count once per deal) and event_id (or an Idempotency-Key header) so a replayed Zap is processed once.
              </p>
            </div>
            <div className="space-y-2">
              <h3 className="font-semibold">Supported CRMs</h3>
              <ul className="flex flex-wrap gap-2 text-sm">
                {ZAPIER_SUPPORTED_CRMS.map((c) => (
                  <li key={c} className="rounded-md border px-2 py-1">
                    {c}
                  </li>
                ))}
              </ul>
            </div>
          </CrmSetupTab>
        </TabsContent>
        <TabsContent value="overview">
          <CrmOverview />
        </TabsContent>
      </div>
    </Tabs>
  );
}
