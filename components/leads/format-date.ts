/** Dates in the dashboard: Texas time, e.g. "Mar 4, 2025, 2:15 PM". */
const FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Chicago" });

export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : FORMAT.format(date);
}
