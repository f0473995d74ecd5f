import type { Metadata } from "next";
import { FilterLinks, Pager } from "@/components/integrations/filter-links";
import { LedgerTable } from "@/components/integrations/ledger-table";
import { MissingCredentials } from "@/components/integrations/missing-credentials";
import { requireRole } from "@/lib/auth/session";
import { missingCapiCredentials } from "@/lib/integrations/meta/config";
import { listLedger, LEDGER_STATUSES, type LedgerStatus } from "@/lib/integrations/meta/ledger";
import { undeliverable } from "@/lib/setup/undeliverable";
import { UndeliverableNotice } from "@/components/admin/undeliverable-notice";

export const metadata: Metadata = { title: "Conversion events", robots: { index: false } };
const PAGE_SIZE = 50;

/** The conversion-event ledger: every event for Meta with its status, attempts and Meta's answer; failed ones can be resent. */
export default async function ConversionsPage({ searchParams }: { searchParams: Promise<{ status?: string; page?: string }> }) {
  await requireRole("admin");
  const sp = await searchParams;
  const status = (LEDGER_STATUSES as readonly string[]).includes(sp.status ?? "") ? (sp.status as LedgerStatus) : undefined;
  const page = Math.max(1, Number.parseInt(sp.page ?? "1", 10) || 1);
  const [{ rows, total, counts }, blocked] = await Promise.all([listLedger({ status, take: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }), undeliverable()]);
  const metaBlocked = blocked.filter((b) => b.key === "meta");
  const params = { status };
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Conversion events</h1>
        <p className="text-muted-foreground">
          Every event for Meta&apos;s Conversions API: {counts.pending} pending, {counts.sent} sent, {counts.failed} failed, {counts.dropped} dropped. Pending events are retried with growing delays within Meta&apos;s 7-day window; failed ones can be resent after a fix.
        </p>
      </div>
      <UndeliverableNotice items={metaBlocked} />
      <MissingCredentials names={missingCapiCredentials()} />
      <FilterLinks label="Status" param="status" current={status} basePath="/admin/conversions" params={params} options={LEDGER_STATUSES.map((s) => ({ value: s, label: `${s} (${counts[s]})` }))} />
      <LedgerTable rows={rows} resend />
      <Pager page={page} pages={Math.ceil(total / PAGE_SIZE)} basePath="/admin/conversions" params={params} />
    </section>
  );
}
