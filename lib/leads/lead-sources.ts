import { API_LEAD_SOURCE_PREFIX, IMPORT_LEAD_SOURCE_PREFIX, IMPORT_SOURCE_FAMILY, LEAD_SOURCES } from "@/lib/constants";

/**
 * The fixed list of lead sources (LEAD_SOURCES in lib/constants.ts) as code reads it. No server-only
 * code: the CRM's client components show the same names.
 */

/** A lead from the intake API is stored under its vendor (the API key's source), whatever it sends. */
export function apiLeadSource(vendor: string): string {
  return `${API_LEAD_SOURCE_PREFIX}${vendor.trim().toLowerCase()}`;
}

/** An imported lead is stored under its file's name: `import:<file name>`. */
export function importLeadSource(fileName: string): string {
  return `${IMPORT_LEAD_SOURCE_PREFIX}${fileName.trim()}`;
}

const LABELS: ReadonlyMap<string, string> = new Map([
  ...LEAD_SOURCES.map((s) => [s.value, s.label] as const),
  [IMPORT_SOURCE_FAMILY.value, IMPORT_SOURCE_FAMILY.label] as const,
]);

/**
 * The display name of a stored source: the list's name, "Vendor API: <vendor>", "Import: <file>", the
 * import family's name (reports), or the stored text for a value older than the list.
 */
export function leadSourceLabel(source: string | null): string {
  if (!source) return LABELS.get("website")!;
  if (source.startsWith(API_LEAD_SOURCE_PREFIX)) return `Vendor API: ${source.slice(API_LEAD_SOURCE_PREFIX.length)}`;
  if (source.startsWith(IMPORT_LEAD_SOURCE_PREFIX)) return `Import: ${source.slice(IMPORT_LEAD_SOURCE_PREFIX.length)}`;
  return LABELS.get(source) ?? source;
}

/** The group a source is reported under: every `import:<file>` is the one `import` family. */
export function reportSourceOf(source: string | null): string {
  if (!source) return "website";
  return source.startsWith(IMPORT_LEAD_SOURCE_PREFIX) ? IMPORT_SOURCE_FAMILY.value : source;
}
