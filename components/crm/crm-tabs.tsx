"use client";

import { Link } from "@/components/ui/link";
import { Spinner } from "@/components/ui/spinner";
import { useUrlState } from "@/components/data-table/use-url-state";
import { CRM_TABS, type CrmTab } from "@/lib/constants";
import { cn } from "@/lib/utils";

const RESET = { page: null, sort: null, dir: null, hide: null, view: null, day: null } as const;

/**
 * My Day (agents' default), Leads (admins' default), Accounts, Opportunities, Activities, Reports: the ARIA tabs pattern on links, since
 * the tab is `?tab=` in the address (shareable, Back works). Arrow keys, Home and End move
 * between tabs (roving focus), Enter or a click opens one. Switching keeps the shared search and the
 * filters and starts at page 1. Only the active tab's content is rendered, by the server.
 */
export function CrmTabs({ tab, defaultTab, children }: { tab: CrmTab; defaultTab: CrmTab; children: React.ReactNode }) {
  const { hrefWith, pending } = useUrlState();
  const href = (value: CrmTab) => hrefWith({ ...RESET, tab: value === defaultTab ? null : value });

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const current = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      e.key === "ArrowRight" ? (current + 1) % tabs.length
      : e.key === "ArrowLeft" ? (current - 1 + tabs.length) % tabs.length
      : e.key === "Home" ? 0
      : e.key === "End" ? tabs.length - 1
      : -1;
    if (next < 0) return;
    e.preventDefault();
    tabs[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <div
          role="tablist"
          aria-label="CRM sections"
          onKeyDown={onKeyDown}
          className="relative inline-flex h-10 w-fit max-w-full items-center overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground"
        >
          {CRM_TABS.map((t) => {
            const selected = t.value === tab;
            return (
              <Link
                key={t.value}
                id={`crm-tab-${t.value}`}
                role="tab"
                aria-selected={selected}
                aria-controls="crm-tabpanel"
                tabIndex={selected ? 0 : -1}
                href={href(t.value)}
                scroll={false}
                className={cn(
                  "inline-flex h-full items-center justify-center whitespace-nowrap rounded-md px-3 py-1 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  selected && "bg-background text-foreground shadow-sm",
                )}
              >
                {t.label}
              </Link>
            );
          })}
        </div>
        {pending && <Spinner label="Loading" />}
      </div>
      <div role="tabpanel" id="crm-tabpanel" aria-labelledby={`crm-tab-${tab}`} tabIndex={0} className="pt-2 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
        {children}
      </div>
    </div>
  );
}
