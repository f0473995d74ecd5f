import { TEXTING_END_MARGIN_MINUTES, TEXTING_HOURS, type TextingHoursRule } from "@/lib/constants";
import { clockLabel, instantIn, wallClockIn } from "@/lib/texting/zoned-time";

/**
 * When a text may go (issue 33): inside the allowed window of the rule (Texas by default: Monday–
 * Saturday 9:00–21:00, Sunday 12:00–21:00; federal: 8:00–21:00 daily) in the recipient's local time,
 * in every zone the recipient may be in (a ZIP code across the Central/Mountain line gives two: the
 * text goes only when it is allowed in both). Texas' legal holidays are not special; the Sunday noon
 * rule is. A text is never handed over in the window's last minute (TEXTING_END_MARGIN_MINUTES).
 * No server-only code: the lead page's confirm says when a text will go.
 */
export type Window = { start: number; end: number };

export function windowOf(rule: TextingHoursRule, weekday: number): Window {
  const r = TEXTING_HOURS[rule];
  return weekday === 0 ? r.sunday : r.weekday;
}

function allowedIn(at: Date, zone: string, rule: TextingHoursRule): boolean {
  const w = wallClockIn(at, zone);
  const minute = w.h * 60 + w.mi;
  const win = windowOf(rule, w.weekday);
  return minute >= win.start && minute < win.end - TEXTING_END_MARGIN_MINUTES;
}

/** May a text be handed to Twilio at this instant, for a recipient in these zones? */
export function mayTextAt(at: Date, zones: readonly string[], rule: TextingHoursRule): boolean {
  return zones.every((z) => allowedIn(at, z, rule));
}

/**
 * The first instant at or after `at` when a text may go: `at` itself inside the window, otherwise the
 * next allowed minute (a window's start in one of the zones, the first one allowed in all of them).
 */
export function nextTextingTime(at: Date, zones: readonly string[], rule: TextingHoursRule): Date {
  if (mayTextAt(at, zones, rule)) return at;
  const candidates: Date[] = [];
  for (const zone of zones) {
    const w = wallClockIn(at, zone);
    for (let day = 0; day <= 8; day++) {
      // The weekday of that local date: the weekday of today's plus the days ahead.
      const weekday = (w.weekday + day) % 7;
      const start = instantIn(zone, w.y, w.m, w.d + day, windowOf(rule, weekday).start);
      if (start.getTime() > at.getTime()) candidates.push(start);
    }
  }
  candidates.sort((a, b) => a.getTime() - b.getTime());
  const next = candidates.find((c) => mayTextAt(c, zones, rule));
  if (!next) throw new Error("no allowed texting time within a week");
  return next;
}

/**
 * What a waiting text says on the timeline: "waiting for 9:00 a.m. (recipient's time, Texas law)",
 * the time in the recipient's (first) zone.
 */
export function waitingLabel(sendAt: Date, zones: readonly string[], rule: TextingHoursRule): string {
  const w = wallClockIn(sendAt, zones[0]!);
  return `waiting for ${clockLabel(w.h * 60 + w.mi)} (recipient's time, ${TEXTING_HOURS[rule].label})`;
}
