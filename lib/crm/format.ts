import { OPPORTUNITY_STAGES } from "@/lib/constants";

/**
 * Display formats of the CRM, shared by server and browser components. Dates show in the agency's
 * time zone (America/Chicago), so the server render and the browser agree.
 */
export const CRM_TIME_ZONE = "America/Chicago";

/** "$12,500" (cents only when there are some): the spec's locale-formatted dollar value. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === "string" ? Number(value) : (value ?? 0);
  const cents = Math.round(n * 100) % 100 !== 0;
  return n.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
}

/** One decimal and a percent sign ("37.5%"). */
export function formatPercent(value: number | null | undefined): string {
  return value == null ? "–" : `${value.toFixed(1)}%`;
}

export function formatDate(iso: string | Date | null | undefined): string {
  if (!iso) return "–";
  const d = typeof iso === "string" ? new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso) : iso;
  return d.toLocaleDateString("en-US", { timeZone: CRM_TIME_ZONE, year: "numeric", month: "short", day: "numeric" });
}

export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return "–";
  const d = typeof iso === "string" ? new Date(iso) : iso;
  return d.toLocaleString("en-US", { timeZone: CRM_TIME_ZONE, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

/** The stage label (underscore replaced by a space, spec §2). */
export function stageLabel(stage: string): string {
  return OPPORTUNITY_STAGES.find((s) => s.value === stage)?.label ?? stage.replace(/_/g, " ");
}

export function titleCase(text: string): string {
  return text.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}
