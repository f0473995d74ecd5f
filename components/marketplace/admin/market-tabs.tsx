"use client";

import { Link } from "@/components/ui/link";
import { Spinner } from "@/components/ui/spinner";
import { useUrlState } from "@/components/data-table/use-url-state";
import { MARKET_TABS, type MarketTab } from "@/components/marketplace/admin/market-tab-list";
import { cn } from "@/lib/utils";

/**
 * /admin/marketplace's tabs: the ARIA tabs pattern on links, the tab in the address (`?tab=`), as the
 * CRM's. Arrow keys, Home and End move between tabs; a count in a tab says what waits there.
 */
export function MarketTabs({ tab, counts, children }: { tab: MarketTab; counts: Partial<Record<MarketTab, number>>; children: React.ReactNode }) {
  const { hrefWith, pending } = useUrlState();
  const href = (value: MarketTab) => hrefWith({ tab: value === "buyers" ? null : value, page: null, size: null, hide: null });
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const current = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    const next = e.key === "ArrowRight" ? (current + 1) % tabs.length : e.key === "ArrowLeft" ? (current - 1 + tabs.length) % tabs.length : e.key === "Home" ? 0 : e.key === "End" ? tabs.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    tabs[next]?.focus();
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <div role="tablist" aria-label="Marketplace sections" onKeyDown={onKeyDown} className="relative inline-flex h-10 w-fit max-w-full items-center overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground">
          {MARKET_TABS.map((t) => {
            const selected = t.value === tab;
            const count = counts[t.value];
            return (
              <Link
                key={t.value}
                id={`market-tab-${t.value}`}
                role="tab"
                aria-selected={selected}
                aria-controls="market-tabpanel"
                tabIndex={selected ? 0 : -1}
                href={href(t.value)}
                scroll={false}
                className={cn(
                  "inline-flex h-full items-center justify-center gap-1 whitespace-nowrap rounded-md px-3 py-1 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring",
                  selected && "bg-background text-foreground shadow-sm",
                )}
              >
                {t.label}
                {count ? <span className="rounded-full bg-warning px-1.5 text-xs text-white">{count}</span> : null}
              </Link>
            );
          })}
        </div>
        {pending && <Spinner label="Loading" />}
      </div>
      <div role="tabpanel" id="market-tabpanel" aria-labelledby={`market-tab-${tab}`} tabIndex={0} className="pt-2 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
        {children}
      </div>
    </div>
  );
}
