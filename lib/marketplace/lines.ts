import type { LeadType } from "@/lib/generated/prisma/enums";

/**
 * The lines a buyer can take: a plan or package of "all" gives all three. A lead of type "all" (a
 * shopper who wants every line quoted) needs a buyer who takes all three. No server-only code.
 */
export const LINES = ["auto", "home", "life"] as const satisfies readonly LeadType[];
export type Line = (typeof LINES)[number];

export const LINE_LABELS: Record<Line, string> = { auto: "Auto", home: "Home", life: "Life" };

export function linesOf(leadType: LeadType | null | undefined): Line[] {
  if (!leadType || leadType === "all") return [...LINES];
  return [leadType];
}

/** The lines a lead needs its buyer to take. */
export const linesNeeded = linesOf;

export function describeLines(lines: readonly string[]): string {
  const known = LINES.filter((l) => lines.includes(l));
  if (known.length === LINES.length) return "Auto, home and life";
  return known.map((l) => LINE_LABELS[l]).join(" and ") || "No line";
}
