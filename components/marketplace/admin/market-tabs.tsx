"use client";

import { useUrlState } from "@/components/data-table/use-url-state";
import { LinkTabs } from "@/components/ui/link-tabs";
import { MARKET_TABS, type MarketTab } from "@/components/marketplace/admin/market-tab-list";

/** /admin/marketplace's tabs, in the address as the CRM's (components/ui/link-tabs.tsx); a count says what waits in a tab. */
export function MarketTabs({ tab, counts, children }: { tab: MarketTab; counts: Partial<Record<MarketTab, number>>; children: React.ReactNode }) {
  const { hrefWith, pending } = useUrlState();
  const tabs = MARKET_TABS.map((t) => ({ ...t, count: counts[t.value] }));
  return (
    <LinkTabs
      label="Marketplace sections"
      idPrefix="market"
      tabs={tabs}
      current={tab}
      href={(value) => hrefWith({ tab: value === "buyers" ? null : value, page: null, size: null, hide: null })}
      pending={pending}
    >
      {children}
    </LinkTabs>
  );
}
