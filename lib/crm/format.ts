import { CRM_TIME_ZONE, OPPORTUNITY_STAGES } from "@/lib/constants";

/**
 * Display formats of the CRM, shared by server and browser components. Dates show in the agency's
 * time zone (America/Chicago), so the server render and the browser agree.
 */

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

// One formatter each, made once: toLocaleString() builds a new one on every call (~0.07 ms), which
// cost the lead page ~20 ms for a 200-entry timeline (bench:crm).
const DATE = new Intl.DateTimeFormat("en-US", { timeZone: CRM_TIME_ZONE, year: "numeric", month: "short", day: "numeric" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", { timeZone: CRM_TIME_ZONE, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

export function formatDate(iso: string | Date | null | undefined): string {
  if (!iso) return "–";
  const d = typeof iso === "string" ? new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso) : iso;
  return DATE.format(d);
}

export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return "–";
  const d = typeof iso === "string" ? new Date(iso) : iso;
  return DATE_TIME.format(d);
}

/** The stage label (underscore replaced by a space, spec §2). */
export function stageLabel(stage: string): string {
  return OPPORTUNITY_STAGES.find((s) => s.value === stage)?.label ?? stage.replace(/_/g, " ");
}

export function titleCase(text: string): string {
  return text.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A span of minutes as people say it: "45 min", "3 h 5 min", "2 d 4 h" (speed to lead, minutes waiting). */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return `${Math.floor(m / 60)} h ${m % 60} min`;
  return `${Math.floor(m / 1440)} d ${Math.floor((m % 1440) / 60)} h`;
}

/** A short delay as people say it: "0.8 s", "42 s", "3 min 5 s", then as formatMinutes (the job pipeline's waits). */
export function formatSeconds(seconds: number): string {
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  return formatMinutes(seconds / 60);
}
