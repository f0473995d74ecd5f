import type { LeadAudience, LeadType, MarketStatus } from "@/lib/generated/prisma/enums";
import { zip5 } from "@/lib/geo/zip5";
import { audienceOf } from "@/lib/marketplace/audience";
import { linesWantedOf, type Line } from "@/lib/marketplace/lines";

/**
 * The marketplace's columns of a lead being captured: its audience, its ZIP's five digits, and where
 * it starts in the market. A consumer who passed verification and the insurance qualification waits
 * for the router (`routing`, routed seconds later by its captured-lead job); one who did not, or whose
 * recorded consent does not cover an agent we pass them to (`consentForAgents`), goes to the review
 * queue (`review`), where an admin may release them; bots and people who opted out are not for sale;
 * agent prospects are never in the market. The lines the shopper named, when fewer than its leadType
 * says (lib/marketplace/lines.ts), decide which buyers may have it. No server-only code.
 */
export function marketFields(l: { source: string | null; agencyName: string | null | undefined; zipCode: string | null | undefined; leadType: LeadType; lines: readonly string[] | null | undefined; verified: boolean; qualified: boolean; isBot: boolean; doNotContact: boolean; consentForAgents: boolean }): { audience: LeadAudience; zip5: string | null; marketStatus: MarketStatus | null; linesWanted: Line[] } {
  const audience = audienceOf(l.source, l.agencyName);
  const marketStatus: MarketStatus | null = audience !== "consumer" || l.isBot || l.doNotContact ? null : l.verified && l.qualified && l.consentForAgents ? "routing" : "review";
  return { audience, zip5: zip5(l.zipCode), marketStatus, linesWanted: linesWantedOf(l.leadType, l.lines) };
}
