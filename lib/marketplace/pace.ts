import { addDays, fromTexas, isoWeekday, texasDate } from "@/lib/crm/texas-time";

/**
 * Pacing: a buyer's period quota spread evenly over the period, so leads arrive through the month
 * instead of all on its first morning. No server-only code: the portal's pace chart uses it too.
 *
 * - Expected by now: the cap (quota plus replacement credits) times the share of the period gone.
 * - Behind pace: expected minus delivered, as a share of the cap (so a Starter behind by 3 of 25 is
 *   further behind than a Premium behind by 5 of 100). The router serves the buyer furthest behind first.
 * - Today's cap: what is left at the start of today, spread over the buyer's delivery days left
 *   (today included). A buyer behind gets a larger cap on the days left (catch-up); the last
 *   delivery day's cap is everything left.
 */
export type PaceInput = {
  cap: number;
  delivered: number;
  deliveredToday: number;
  periodStart: Date;
  periodEnd: Date;
  /** ISO weekdays the buyer takes deliveries (users.workDays). */
  deliveryDays: readonly number[];
  now: Date;
};

export type Pace = { expected: number; behind: number; behindShare: number; todayCap: number; deliveryDaysLeft: number };


/** Texas calendar days from `from` to `end` (exclusive) that are delivery days, `from` included. */
export function deliveryDaysLeft(from: Date, end: Date, deliveryDays: readonly number[]): number {
  if (end.getTime() <= from.getTime()) return 0;
  let day = texasDate(from);
  let n = 0;
  // A period is at most a few months; the loop is bounded by its days.
  for (let i = 0; i < 400 && fromTexas(day).getTime() < end.getTime(); i++) {
    if (deliveryDays.includes(isoWeekday(day))) n++;
    day = addDays(day, 1);
  }
  return n;
}

/**
 * `daysLeftMemo`: delivery days left by period end and delivery days, for one `now`. The router paces
 * every candidate of a lead at the same instant, and most share a period end and their days (ranking
 * 500 buyers counted the same days 500 times: 8 % of the worker's CPU under a burst).
 */
export function pace(p: PaceInput, daysLeftMemo?: Map<string, number>): Pace {
  const total = p.periodEnd.getTime() - p.periodStart.getTime();
  const gone = Math.min(Math.max(p.now.getTime() - p.periodStart.getTime(), 0), Math.max(total, 0));
  const expected = total > 0 ? (p.cap * gone) / total : p.cap;
  const behind = expected - p.delivered;
  const memoKey = daysLeftMemo && `${p.periodEnd.getTime()}:${p.deliveryDays.join(",")}`;
  let daysLeft = memoKey ? daysLeftMemo.get(memoKey) : undefined;
  if (daysLeft === undefined) {
    daysLeft = deliveryDaysLeft(p.now, p.periodEnd, p.deliveryDays);
    if (memoKey) daysLeftMemo!.set(memoKey, daysLeft);
  }
  const leftAtDayStart = Math.max(p.cap - (p.delivered - p.deliveredToday), 0);
  const todayCap = daysLeft <= 1 ? leftAtDayStart : Math.ceil(leftAtDayStart / daysLeft);
  return { expected, behind, behindShare: p.cap > 0 ? behind / p.cap : 0, todayCap, deliveryDaysLeft: daysLeft };
}

/** Expected against delivered per day of the period, for the portal's pace chart. */
export function paceSeries(p: { cap: number; periodStart: Date; periodEnd: Date; deliveredByDay: ReadonlyMap<string, number>; now: Date }): { date: string; expected: number; delivered: number | null }[] {
  const out: { date: string; expected: number; delivered: number | null }[] = [];
  const total = p.periodEnd.getTime() - p.periodStart.getTime();
  let day = texasDate(p.periodStart);
  let running = 0;
  for (let i = 0; i < 400 && fromTexas(day).getTime() < p.periodEnd.getTime(); i++) {
    const dayEnd = Math.min(fromTexas(addDays(day, 1)).getTime(), p.periodEnd.getTime());
    const share = total > 0 ? (dayEnd - p.periodStart.getTime()) / total : 1;
    running += p.deliveredByDay.get(day) ?? 0;
    const future = fromTexas(day).getTime() > p.now.getTime();
    out.push({ date: day, expected: Math.round(p.cap * share * 10) / 10, delivered: future ? null : running });
    day = addDays(day, 1);
  }
  return out;
}
