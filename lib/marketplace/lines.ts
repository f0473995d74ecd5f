import type { LeadType } from "@/lib/generated/prisma/enums";

/**
 * The lines a buyer can take: a plan or package of "all" gives all three. A lead of type "all" (a
 * shopper who wants every line quoted) needs a buyer who takes all three, unless it names fewer (a
 * home + auto bundle needs a buyer of auto and home). No server-only code.
 */
export const LINES = ["auto", "home", "life"] as const satisfies readonly LeadType[];
export type Line = (typeof LINES)[number];

export const LINE_LABELS: Record<Line, string> = { auto: "Auto", home: "Home", life: "Life" };

export function linesOf(leadType: LeadType | null | undefined): Line[] {
  if (!leadType || leadType === "all") return [...LINES];
  return [leadType];
}

/**
 * What a lead stores of the lines a shopper named (leads.linesWanted): only with leadType "all", and
 * only when they are fewer than all three (the bundle page's home + auto); else nothing, and its
 * leadType says it all.
 */
export function linesWantedOf(leadType: LeadType, named: readonly string[] | null | undefined): Line[] {
  if (leadType !== "all" || !named) return [];
  const lines = LINES.filter((l) => named.includes(l));
  return lines.length === LINES.length ? [] : lines;
}

/** The lines a lead needs its buyer to take: those the shopper named, else all its leadType names. */
export function linesNeeded(lead: { leadType: LeadType | null | undefined; linesWanted?: readonly string[] | null }): Line[] {
  const wanted = LINES.filter((l) => lead.linesWanted?.includes(l));
  return wanted.length > 0 ? wanted : linesOf(lead.leadType);
}

export function describeLines(lines: readonly string[]): string {
  const known = LINES.filter((l) => lines.includes(l));
  if (known.length === LINES.length) return "Auto, home and life";
  // In a sentence's case, as for all three: "Auto and home".
  return known.map((l, i) => (i === 0 ? LINE_LABELS[l] : LINE_LABELS[l].toLowerCase())).join(" and ") || "No line";
}
