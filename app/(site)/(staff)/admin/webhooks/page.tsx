import type { Metadata } from "next";
import { FilterLinks, Pager } from "@/components/integrations/filter-links";
import { InboxTable } from "@/components/integrations/inbox-table";
import { requireRole } from "@/lib/auth/session";
import { listInbox } from "@/lib/integrations/webhooks/inbox";
import { INBOX_OUTCOMES, WEBHOOK_PROVIDERS } from "@/lib/integrations/webhooks/types";

export const metadata: Metadata = { title: "Webhook deliveries", robots: { index: false } };
const PAGE_SIZE = 50;

/** The webhook inbox (Lead Ads, HubSpot, Pipedrive, Salesforce, Zapier): nothing is dropped, unmatched deals can be linked. */
export default async function WebhooksPage({ searchParams }: { searchParams: Promise<{ provider?: string; outcome?: string; page?: string }> }) {
  await requireRole("admin");
  const sp = await searchParams;
  const provider = (WEBHOOK_PROVIDERS as readonly string[]).includes(sp.provider ?? "") ? sp.provider : undefined;
  const outcome = ([...INBOX_OUTCOMES, "pending"] as readonly string[]).includes(sp.outcome ?? "") ? sp.outcome : undefined;
  const page = Math.max(1, Number.parseInt(sp.page ?? "1", 10) || 1);
  const { rows, total } = await listInbox({ provider, outcome, take: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE });
  const params = { provider, outcome };
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Webhook deliveries</h1>
        <p className="text-muted-foreground">
          Every verified delivery is kept here, once, with its outcome. Unmatched deals can be linked to a lead (later deliveries for the same deal then match on their own); deliveries without a stage mapping can be processed again after adding one.
        </p>
      </div>
      <FilterLinks label="Source" param="provider" current={provider} basePath="/admin/webhooks" params={params} options={WEBHOOK_PROVIDERS.map((p) => ({ value: p, label: p }))} />
      <FilterLinks label="Outcome" param="outcome" current={outcome} basePath="/admin/webhooks" params={params} options={["unmatched", "unmapped_stage", "event_queued", "lead_created", "failed", "pending"].map((o) => ({ value: o, label: o.replace(/_/g, " ") }))} />
      <InboxTable rows={rows} />
      <Pager page={page} pages={Math.ceil(total / PAGE_SIZE)} basePath="/admin/webhooks" params={params} />
    </section>
  );
}
