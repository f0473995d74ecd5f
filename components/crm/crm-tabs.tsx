"use client";

import { useUrlState } from "@/components/data-table/use-url-state";
import { LinkTabs } from "@/components/ui/link-tabs";
import { CRM_TABS, type CrmTab } from "@/lib/constants";

const RESET = { page: null, sort: null, dir: null, hide: null, view: null, day: null } as const;

/**
 * My Day (agents' default), Leads (admins' default), Accounts, Opportunities, Activities, Reports, as
 * tabs in the address (components/ui/link-tabs.tsx). Switching keeps the shared search and the
 * filters and starts at page 1.
 */
export function CrmTabs({ tab, defaultTab, children }: { tab: CrmTab; defaultTab: CrmTab; children: React.ReactNode }) {
  const { hrefWith, pending } = useUrlState();
  return (
    <LinkTabs label="CRM sections" idPrefix="crm" tabs={CRM_TABS} current={tab} href={(value) => hrefWith({ ...RESET, tab: value === defaultTab ? null : value })} pending={pending}>
      {children}
    </LinkTabs>
  );
}
