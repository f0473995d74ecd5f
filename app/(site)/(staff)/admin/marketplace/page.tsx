import { Suspense } from "react";
import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/session";
import { marketplaceWaiting } from "@/lib/marketplace/admin-counts";
import { MarketTabs } from "@/components/marketplace/admin/market-tabs";
import { parseMarketTab } from "@/components/marketplace/admin/market-tab-list";
import { MarketTabContent } from "@/components/marketplace/admin/market-tab-content";

export const metadata: Metadata = { title: "Marketplace", robots: { index: false } };

/**
 * /admin/marketplace (issue 31 §8), admins only: buyers, set-ups and returns waiting, supply against
 * demand, unsold inventory and deliveries, one tab at a time (`?tab=`).
 */
export default async function MarketplacePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requireRole("admin");
  const sp = await searchParams;
  const tab = parseMarketTab(sp.tab);
  const counts = await marketplaceWaiting();
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Marketplace</h1>
        <p className="text-muted-foreground">Consumer leads go, each to one buyer, by line, territory, quota, pace and hours. Agent prospects stay with our sales staff.</p>
      </div>
      <MarketTabs tab={tab} counts={counts}>
        <Suspense key={tab} fallback={<p className="py-16 text-center text-muted-foreground">Loading...</p>}>
          <MarketTabContent tab={tab} sp={sp} admin={admin} />
        </Suspense>
      </MarketTabs>
    </section>
  );
}
