import { CRM_TIME_ZONE } from "@/lib/crm/format";

/**
 * Times typed into the CRM's forms: a datetime-local value ("2026-11-23T14:30") has no time zone, so
 * it is read as wall time in the agency's zone (America/Chicago), the zone every CRM page shows times
 * in: what you type is what you see, whatever the server's or the browser's zone. Text with an offset
 * or Z (JSON clients) is that instant.
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function instantFrom(text: string, zone: string = CRM_TIME_ZONE): Date {
  const m = WALL_TIME.exec(text);
  if (!m) return new Date(text);
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  // The zone's offset at that wall time; checked once more across a daylight-saving change.
  let instant = wall - offsetAt(wall, zone);
  const corrected = wall - offsetAt(instant, zone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The datetime-local value of an instant as wall time in the zone ("2026-11-23T14:30"). */
export function wallTimeOf(instant: Date | string, zone: string = CRM_TIME_ZONE): string {
  const d = typeof instant === "string" ? new Date(instant) : instant;
  const shifted = new Date(d.getTime() + offsetAt(d.getTime(), zone));
  return shifted.toISOString().slice(0, 16);
}

/** Wall time minus UTC, in milliseconds, for the zone at an instant. */
function offsetAt(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - (utcMs - (((utcMs % 1000) + 1000) % 1000));
}
