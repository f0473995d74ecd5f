import { API_LEAD_SOURCE_PREFIX, LEAD_SOURCES } from "@/lib/constants";

/**
 * The fixed list of lead sources (LEAD_SOURCES in lib/constants.ts) as code reads it. No server-only
 * code: the CRM's client components show the same names.
 */

/** A lead from the intake API is stored under its vendor (the API key's source), whatever it sends. */
export function apiLeadSource(vendor: string): string {
  return `${API_LEAD_SOURCE_PREFIX}${vendor.trim().toLowerCase()}`;
}

const LABELS: ReadonlyMap<string, string> = new Map(LEAD_SOURCES.map((s) => [s.value, s.label]));

/** The display name of a stored source: the list's name, "Vendor API: <vendor>", or the stored text for a value older than the list. */
export function leadSourceLabel(source: string | null): string {
  if (!source) return LABELS.get("website")!;
  if (source.startsWith(API_LEAD_SOURCE_PREFIX)) return `Vendor API: ${source.slice(API_LEAD_SOURCE_PREFIX.length)}`;
  return LABELS.get(source) ?? source;
}
