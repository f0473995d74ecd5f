/**
 * Wall-clock time in any IANA zone (texting's quiet hours are in the recipient's zone, which may be
 * Mountain in El Paso; lib/crm/texas-time.ts is Texas-Central only). No server-only code.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", weekday: "short", hourCycle: "h23" });
    formatters.set(zone, f);
  }
  return f;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export type WallClock = { y: number; m: number; d: number; h: number; mi: number; s: number; weekday: number };

/** The wall clock of an instant in a zone; `weekday` 0 = Sunday. */
export function wallClockIn(at: Date, zone: string): WallClock {
  const p = Object.fromEntries(formatter(zone).formatToParts(at).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), mi: Number(p.minute), s: Number(p.second), weekday: WEEKDAYS[p.weekday!] ?? 0 };
}

/** Minutes the zone is ahead of UTC at that instant (-300 for Central summer time). */
export function offsetMinutesIn(at: Date, zone: string): number {
  const w = wallClockIn(at, zone);
  return Math.round((Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s) - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall-clock time in a zone (y, m 1–12, d, minutes since midnight). A time skipped
 * by a clock change lands after it; a repeated one is the first. Days may overflow (d = 32 is next month).
 */
export function instantIn(zone: string, y: number, m: number, d: number, minuteOfDay: number): Date {
  const asUtc = Date.UTC(y, m - 1, d, 0, minuteOfDay);
  const first = new Date(asUtc - offsetMinutesIn(new Date(asUtc), zone) * 60_000);
  const second = new Date(asUtc - offsetMinutesIn(first, zone) * 60_000);
  const w = wallClockIn(second, zone);
  return w.h * 60 + w.mi === ((minuteOfDay % 1440) + 1440) % 1440 ? second : first;
}

/** "9:00 a.m.", "12:00 p.m." for minutes since midnight. */
export function clockLabel(minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60) % 24;
  const mi = minuteOfDay % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(mi).padStart(2, "0")} ${h < 12 ? "a.m." : "p.m."}`;
}
