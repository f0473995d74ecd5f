import { CRM_TIME_ZONE } from "@/lib/constants";

/**
 * Dates and times as agents read them: Texas time (America/Chicago, with its daylight saving),
 * whatever the server's or the browser's zone. Follow-up tasks are typed as a date and a time in
 * Texas; "My day" is a Texas calendar day. No server-only code: forms show the same values.
 */

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: CRM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

type WallClock = { y: number; m: number; d: number; h: number; mi: number; s: number };

/** The wall-clock fields of an instant in Texas, as Intl reads them (tens of microseconds a call). */
function wallClockFromIntl(at: Date): WallClock {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), mi: Number(p.minute), s: Number(p.second) };
}

/**
 * Offsets by UTC hour: Texas changes its clocks on the hour (2:00 local, 07:00 or 08:00 UTC), so the
 * offset is the same for a whole UTC hour. Reading it from Intl costs tens of microseconds, which an
 * import of 100,000 dated rows pays twice a row (bench/imports.mts, profiled); bounded.
 */
const offsetByHour = new Map<number, number>();

/** Minutes Texas is ahead of UTC at that instant (-300 in summer, -360 in winter). */
function offsetMinutes(at: Date): number {
  const hour = Math.floor(at.getTime() / 3_600_000);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const w = wallClockFromIntl(at);
  const offset = Math.round((Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s) - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  if (offsetByHour.size >= 10_000) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

/**
 * The wall-clock fields of an instant in Texas: the instant shifted by its hour's offset. Routing
 * reads today's Texas date for each of a lead's candidates (bench/marketplace.mts, profiled: 5 % of
 * the worker in Intl); the offset is read from Intl once per UTC hour.
 */
function wallClock(at: Date): WallClock {
  const t = new Date(at.getTime() + offsetMinutes(at) * 60_000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate(), h: t.getUTCHours(), mi: t.getUTCMinutes(), s: t.getUTCSeconds() };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "2026-11-23" in Texas for an instant. */
export function texasDate(at: Date): string {
  const w = wallClock(at);
  return `${w.y}-${String(w.m).padStart(2, "0")}-${String(w.d).padStart(2, "0")}`;
}

/** "09:00" in Texas for an instant. */
export function texasTime(at: Date): string {
  const w = wallClock(at);
  return `${String(w.h).padStart(2, "0")}:${String(w.mi).padStart(2, "0")}`;
}

/** Is "YYYY-MM-DD" a real calendar date? */
export function isCalendarDate(date: string): boolean {
  const m = DATE.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export const isClockTime = (time: string): boolean => TIME.test(time);

/**
 * The instant of a Texas date and time ("2026-11-23", "09:00"). A time that does not exist (the hour
 * skipped when clocks spring forward) lands an hour later; a repeated one (fall back) is the first.
 */
export function fromTexas(date: string, time = "00:00"): Date {
  const dm = DATE.exec(date);
  const tm = TIME.exec(time);
  if (!dm || !tm) throw new RangeError(`Not a Texas date and time: ${date} ${time}`);
  const asUtc = Date.UTC(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2]));
  // The offset of the first guess may not be the offset at the answer near a clock change: try the
  // second one, and keep it when it shows the time asked for (else the time does not exist: the first).
  const first = asUtc - offsetMinutes(new Date(asUtc)) * 60_000;
  const second = asUtc - offsetMinutes(new Date(first)) * 60_000;
  return new Date(second !== first && texasTime(new Date(second)) === time && texasDate(new Date(second)) === date ? second : first);
}

/** The Texas calendar day after (or before, with -1) "YYYY-MM-DD". */
/** The ISO weekday of a Texas calendar date (YYYY-MM-DD): 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

export function addDays(date: string, days: number): string {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`Not a date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
}

/** [start, end) of a Texas calendar day as instants (23 or 25 hours long on DST days). */
export function texasDayRange(date: string): { start: Date; end: Date } {
  return { start: fromTexas(date), end: fromTexas(addDays(date, 1)) };
}

const DAY = new Intl.DateTimeFormat("en-US", { timeZone: CRM_TIME_ZONE, weekday: "short", month: "short", day: "numeric" });
const DAY_TIME = new Intl.DateTimeFormat("en-US", { timeZone: CRM_TIME_ZONE, weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** "Mon, Nov 23, 9:00 AM" in Texas, for the CRM's lists ("Mon, Nov 23" with `time: false`). */
export function formatTexas(at: Date | string, opts: { time?: boolean } = {}): string {
  return (opts.time === false ? DAY : DAY_TIME).format(typeof at === "string" ? new Date(at) : at);
}

const DATE_TIME_LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/;

/**
 * A form's datetime-local value ("2026-11-23T14:30", no zone) as Texas wall time, the zone every CRM
 * page shows: what you type is what you see, whatever the server's or the browser's zone. Text with an
 * offset or Z (JSON clients) is that instant.
 */
export function instantFrom(text: string): Date {
  const m = DATE_TIME_LOCAL.exec(text);
  if (!m || !isCalendarDate(m[1]!) || !isClockTime(m[2]!)) return new Date(text);
  return new Date(fromTexas(m[1]!, m[2]!).getTime() + Number(m[3] ?? 0) * 1000);
}

/** The datetime-local value of an instant in Texas ("2026-11-23T14:30"); instantFrom reads it back. */
export function wallTimeOf(instant: Date | string): string {
  const at = typeof instant === "string" ? new Date(instant) : instant;
  return `${texasDate(at)}T${texasTime(at)}`;
}
