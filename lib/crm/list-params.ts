import { z } from "zod";
import { SORTABLE, type ListEntity, type SortFor } from "@/lib/crm/sortable";
import { isCalendarDate } from "@/lib/crm/texas-time";
import {
  ACCOUNT_TYPE_FILTERS,
  ACTIVITY_STATUSES,
  CRM_DEFAULT_PAGE_SIZE,
  CRM_PAGE_SIZES,
  CRM_TABS,
  LEAD_FILTERS,
  OPPORTUNITY_STAGES,
  type CrmTab,
  type LeadFilter,
} from "@/lib/constants";

/**
 * The CRM's URL is its state: tab, search, filters, sort, page, page size and hidden columns live
 * in the query string, so a view can be shared and the back button works. Pages, API routes and
 * CSV exports read them with these parsers; unknown or malformed values fall back to the defaults
 * (a hand-edited address never breaks the page). No server-only code here: the browser builds the
 * same URLs.
 */
import { AUDIENCE_FILTERS, type AudienceFilter } from "@/lib/marketplace/audience";
export type Params = Record<string, string | string[] | undefined> | URLSearchParams;

export function param(sp: Params, key: string): string | undefined {
  if (sp instanceof URLSearchParams) return sp.get(key) ?? undefined;
  const v = sp[key];
  return Array.isArray(v) ? v[0] : v;
}

export { SORTABLE, type ListEntity, type SortFor } from "@/lib/crm/sortable";

export type ListQuery<E extends ListEntity> = {
  q: string;
  page: number;
  pageSize: number;
  sort: SortFor<E>;
  dir: "asc" | "desc";
  hide: string[];
};

const pageNumber = z.coerce.number().int().min(1).max(1_000_000).catch(1);
const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (CRM_PAGE_SIZES as readonly number[]).includes(n))
  .catch(CRM_DEFAULT_PAGE_SIZE);

export function parseListQuery<E extends ListEntity>(entity: E, sp: Params): ListQuery<E> {
  const sortable = SORTABLE[entity] as readonly string[];
  const sort = param(sp, "sort");
  return {
    q: (param(sp, "q") ?? "").trim().slice(0, 100),
    page: pageNumber.parse(param(sp, "page") ?? 1),
    pageSize: pageSize.parse(param(sp, "size") ?? CRM_DEFAULT_PAGE_SIZE),
    sort: (sort && sortable.includes(sort) ? sort : "createdAt") as SortFor<E>,
    dir: param(sp, "dir") === "asc" ? "asc" : "desc",
    hide: (param(sp, "hide") ?? "").split(",").filter((c) => /^\w{1,40}$/.test(c)).slice(0, 20),
  };
}

/** The tab in the address, or the user's default (agents: My Day; admins: Leads). */
export function parseTab(sp: Params, fallback: CrmTab = "leads"): CrmTab {
  const tab = param(sp, "tab");
  return CRM_TABS.some((t) => t.value === tab) ? (tab as CrmTab) : fallback;
}

/** My Day's Texas calendar day (`day=YYYY-MM-DD`), or null for today. */
export function parseDay(sp: Params): string | null {
  const day = param(sp, "day");
  return day && isCalendarDate(day) ? day : null;
}

export function parseLeadFilter(sp: Params): LeadFilter {
  const f = param(sp, "filter");
  return LEAD_FILTERS.some((x) => x.value === f) ? (f as LeadFilter) : "all";
}

/** The leads list's audience (`audience=consumer|agent_prospect`), or "all". */
export function parseAudience(sp: Params): AudienceFilter {
  const a = param(sp, "audience");
  return AUDIENCE_FILTERS.some((x) => x.value === a) ? (a as AudienceFilter) : "all";
}

export type AccountTypeFilter = (typeof ACCOUNT_TYPE_FILTERS)[number]["value"];
export function parseAccountType(sp: Params): AccountTypeFilter {
  const t = param(sp, "type");
  return ACCOUNT_TYPE_FILTERS.some((x) => x.value === t) ? (t as AccountTypeFilter) : "all";
}

export type StageFilter = (typeof OPPORTUNITY_STAGES)[number]["value"] | "all";
export function parseStage(sp: Params): StageFilter {
  const s = param(sp, "stage");
  return OPPORTUNITY_STAGES.some((x) => x.value === s) ? (s as StageFilter) : "all";
}

export type ActivityStatusFilter = (typeof ACTIVITY_STATUSES)[number] | "overdue" | "all";
export function parseActivityStatus(sp: Params): ActivityStatusFilter {
  const s = param(sp, "status");
  return s === "overdue" || (ACTIVITY_STATUSES as readonly string[]).includes(s ?? "") ? (s as ActivityStatusFilter) : "all";
}

/** Opportunities tab: the list (default) or the pipeline board. */
export function parseOpportunityView(sp: Params): "list" | "board" {
  return param(sp, "view") === "board" ? "board" : "list";
}

export type PageResult<T> = { rows: T[]; total: number; page: number; pageSize: number; pageCount: number };

export function pageResult<T>(rows: T[], total: number, q: { page: number; pageSize: number }): PageResult<T> {
  return { rows, total, page: q.page, pageSize: q.pageSize, pageCount: Math.max(1, Math.ceil(total / q.pageSize)) };
}

/** Escapes LIKE wildcards in what a person typed. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `tag=<id>`: the Leads and Accounts tables filtered by one tag. */
export function parseTag(sp: Params): number | null {
  const t = Number(param(sp, "tag"));
  return Number.isInteger(t) && t > 0 && t < 2_147_483_648 ? t : null;
}

/** `deleted=1`: the "Deleted" view (deleted rows, with Undo, for 30 days). */
export function parseDeletedView(sp: Params): boolean {
  return param(sp, "deleted") === "1";
}

/** `ids=1,2,3`: an export of the rows ticked in the table (at most 1,000; anything malformed is dropped). */
export function parseIds(sp: Params): number[] | null {
  const raw = param(sp, "ids");
  if (!raw) return null;
  const ids = raw.split(",").map(Number).filter((n) => Number.isInteger(n) && n > 0 && n < 2_147_483_648);
  return [...new Set(ids)].slice(0, 1000);
}
