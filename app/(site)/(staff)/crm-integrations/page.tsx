import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CrmIntegrations } from "@/components/integrations/crm-integrations";
import { requireRole } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site";
import { allEffectiveMappings } from "@/lib/integrations/crm/stage-mappings";

export const metadata: Metadata = { title: "CRM Integrations", robots: { index: false } };

/** CRM Integrations (crm-and-integrations.md §2): admins only. */
export default async function CrmIntegrationsPage() {
  await requireRole("admin");
  const e = env();
  const all = await allEffectiveMappings();
  const rows = (p: "hubspot" | "pipedrive" | "salesforce") => all[p].map(({ stage, event, value, origin }) => ({ stage, event, value, origin }));
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">CRM Integrations</h1>
        <p className="text-muted-foreground">
          Send your CRM&apos;s deal stages to Meta as conversion events. Deliveries are listed at{" "}
          <Link href="/admin/webhooks" className="underline">
            /admin/webhooks
          </Link>
          , the events they produced at{" "}
          <Link href="/admin/conversions" className="underline">
            /admin/conversions
          </Link>
          .
        </p>
      </div>
      <CrmIntegrations
        fallbackOrigin={siteConfig().url}
        configured={{
          hubspot: Boolean(e.HUBSPOT_CLIENT_SECRET),
          pipedrive: Boolean(e.PIPEDRIVE_WEBHOOK_USER && e.PIPEDRIVE_WEBHOOK_PASSWORD),
          salesforce: Boolean(e.SALESFORCE_ORG_ID),
          zapier: Boolean(e.ZAPIER_WEBHOOK_SECRET),
        }}
        mappings={{ hubspot: rows("hubspot"), pipedrive: rows("pipedrive"), salesforce: rows("salesforce") }}
      />
    </section>
  );
}
