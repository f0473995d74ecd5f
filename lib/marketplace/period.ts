/** Calendar arithmetic of entitlement periods (UTC instants). No server-only code. */

/** The same instant `months` calendar months later; the 31st of January plus one month is the last day of February. */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/**
 * A plan changed mid-period (issue 32: upgrade or downgrade): the part of the period already gone keeps
 * the old quota's share, the rest gets the new quota's share, and never less than what was delivered.
 */
export function proratedQuota(input: { oldQuota: number; newQuota: number; start: Date; end: Date; now: Date; delivered: number }): number {
  const total = input.end.getTime() - input.start.getTime();
  const gone = Math.min(Math.max(input.now.getTime() - input.start.getTime(), 0), total);
  const share = total > 0 ? gone / total : 1;
  const quota = Math.round(input.oldQuota * share + input.newQuota * (1 - share));
  return Math.max(quota, input.delivered);
}
