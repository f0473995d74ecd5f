/** "2025-02-18" → "February 18, 2025" (read as a calendar date, so no time zone can shift it). */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
}

/** "1 article", "3 articles". */
export function articleCount(n: number): string {
  return `${n} ${n === 1 ? "article" : "articles"}`;
}
