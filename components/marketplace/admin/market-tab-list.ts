import { CRM_DEFAULT_PAGE_SIZE, CRM_PAGE_SIZES } from "@/lib/constants";

/** /admin/marketplace's tabs, in order (`?tab=`; Buyers when absent). No server-only code. */
export const MARKET_TABS = [
  { value: "buyers", label: "Buyers" },
  { value: "setups", label: "Set-ups" },
  { value: "returns", label: "Returns" },
  { value: "supply", label: "Supply & demand" },
  { value: "unsold", label: "Unsold" },
  { value: "deliveries", label: "Deliveries" },
] as const;
export type MarketTab = (typeof MARKET_TABS)[number]["value"];

export function parseMarketTab(value: string | string[] | undefined): MarketTab {
  return MARKET_TABS.find((t) => t.value === value)?.value ?? "buyers";
}

/** One page of an in-memory list, from the address's `page` and `size` (the data table's pager). */
export function localPage<T>(rows: T[], sp: Record<string, string | string[] | undefined>, sizes: readonly number[] = CRM_PAGE_SIZES, fallback: number = CRM_DEFAULT_PAGE_SIZE) {
  const size = Number(sp.size);
  const pageSize = sizes.includes(size) ? size : fallback;
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(Number(sp.page)) || 1), pageCount);
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize, pageCount };
}
