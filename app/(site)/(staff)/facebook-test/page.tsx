import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { FacebookStatusActions } from "@/components/integrations/facebook-status-actions";
import { LedgerTable } from "@/components/integrations/ledger-table";
import { MissingCredentials } from "@/components/integrations/missing-credentials";
import { requireRole } from "@/lib/auth/session";
import { missingCapiCredentials } from "@/lib/integrations/meta/config";
import { listLedger, LEDGER_STATUSES } from "@/lib/integrations/meta/ledger";

export const metadata: Metadata = { title: "Facebook Conversions Status", robots: { index: false } };

/**
 * /facebook-test (registered without a body in the spec): the Conversions API at a glance — is it
 * configured and reachable, how many events are waiting, sent, failed or dropped, the latest ones.
 */
export default async function FacebookTestPage() {
  await requireRole("admin");
  const { rows, counts } = await listLedger({ take: 20 });
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Facebook Conversions Status</h1>
        <p className="text-muted-foreground">Whether events reach Meta, and the latest ones.</p>
      </div>
      <MissingCredentials names={missingCapiCredentials()} />
      <FacebookStatusActions />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {LEDGER_STATUSES.map((s) => (
          <div key={s} className="rounded-md border p-3">
            <dt className="text-sm capitalize text-muted-foreground">{s}</dt>
            <dd className="text-2xl font-semibold">
              <Link href={`/admin/conversions?status=${s}`}>{counts[s]}</Link>
            </dd>
          </div>
        ))}
      </dl>
      <div className="space-y-2">
        <div className="flex items-baseline justify-between">
          <h2 className="text-lg font-semibold">Latest events</h2>
          <Link href="/admin/conversions" className="text-sm underline">
            Full ledger
          </Link>
        </div>
        <LedgerTable rows={rows} />
      </div>
    </section>
  );
}
