import type { SessionUser } from "@/lib/auth/users";
import { formatCents } from "@/lib/constants";
import { titleCase } from "@/lib/crm/format";
import { marketplaceBuyers, recentDeliveries, returnsWaiting, revenuePerLead, setupsWaiting, supplyAndDemand, unsoldInventory } from "@/lib/marketplace/admin-views";
import { listPushLog } from "@/lib/marketplace/push/delivery-log";
import { DeliveryLog } from "@/components/marketplace/delivery-log";
import { localPage, type MarketTab } from "@/components/marketplace/admin/market-tab-list";
import { BuyersTable } from "@/components/marketplace/admin/buyers-table";
import { SetupsList } from "@/components/marketplace/admin/setups-list";
import { ReturnsList } from "@/components/marketplace/admin/returns-list";
import { SupplyTable } from "@/components/marketplace/admin/supply-table";
import { SupplySummary } from "@/components/marketplace/admin/supply-summary";
import { UnsoldTable } from "@/components/marketplace/admin/unsold-table";
import { DeliveriesTable } from "@/components/marketplace/admin/deliveries-table";

type Sp = Record<string, string | string[] | undefined>;
const hiddenOf = (sp: Sp) => (typeof sp.hide === "string" ? sp.hide.split(",").filter(Boolean) : []);

/** The active tab of /admin/marketplace, read on the server (issue 31 §8). */
export async function MarketTabContent({ tab, sp, admin }: { tab: MarketTab; sp: Sp; admin: SessionUser }) {
  switch (tab) {
    case "buyers":
      return <BuyersTable page={localPage(await marketplaceBuyers(), sp)} hidden={hiddenOf(sp)} />;
    case "setups":
      return <SetupsList setups={await setupsWaiting()} />;
    case "returns":
      return <ReturnsList returns={await returnsWaiting()} />;
    case "supply": {
      const rows = await supplyAndDemand();
      return (
        <div className="grid gap-6">
          <SupplySummary rows={rows} />
          <SupplyTable page={localPage(rows, sp)} hidden={hiddenOf(sp)} />
        </div>
      );
    }
    case "unsold": {
      const [inventory, buyers] = await Promise.all([unsoldInventory(), marketplaceBuyers()]);
      const options = buyers.filter((b) => b.setupStatus === "approved").map((b) => ({ id: b.id, label: `${b.agencyName ?? b.username} (${b.delivered}/${b.cap})` }));
      return (
        <div className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <Counts title="By age" rows={inventory.byAge.map((r) => [r.bucket, r.n])} />
            <Counts title="By line" rows={inventory.byLine.map((r) => [titleCase(r.line), r.n])} />
            <Counts title="By county" rows={inventory.byCounty.map((r) => [r.county, r.n])} />
          </div>
          <UnsoldTable page={localPage(inventory.leads, sp)} hidden={hiddenOf(sp)} buyers={options} />
        </div>
      );
    }
    case "deliveries": {
      const [revenue, deliveries, pushes] = await Promise.all([revenuePerLead(), recentDeliveries(), listPushLog(admin, { limit: 50 })]);
      return (
        <div className="grid gap-6">
          <dl className="grid grid-cols-2 gap-3 rounded-lg border p-4 text-sm sm:grid-cols-4" aria-label={`Revenue, last ${revenue.days} days`}>
            <Stat label={`Deliveries (${revenue.days} days)`} value={String(revenue.deliveries)} />
            <Stat label="Revenue" value={formatCents(revenue.revenueCents)} />
            <Stat label="Revenue per kept lead" value={revenue.perLeadCents === null ? "–" : formatCents(revenue.perLeadCents)} />
            <Stat label="Returned / replaced" value={`${revenue.returned} / ${revenue.replacements}`} />
          </dl>
          <DeliveriesTable page={localPage(deliveries, sp)} hidden={hiddenOf(sp)} />
          <section aria-labelledby="push-log-heading" className="grid gap-3">
            <h2 id="push-log-heading" className="text-xl font-semibold">
              Push log (all buyers)
            </h2>
            <DeliveryLog rows={pushes.rows} showBuyer label="Push log of all buyers" />
          </section>
        </div>
      );
    }
  }
}

function Counts({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <section className="rounded-lg border p-4 text-sm" aria-label={`Unsold ${title.toLowerCase()}`}>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">None</p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-1">
          {rows.map(([k, n]) => (
            <div key={k} className="contents">
              <dt>{k}</dt>
              <dd className="text-right font-medium">{n}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
