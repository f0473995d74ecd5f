import type { LeadAudience } from "@/lib/generated/prisma/enums";

/**
 * Two audiences of leads (issue 31). Consumer shoppers (the quote funnel, the ad pages, the vendor
 * API, Meta Lead Ads, imports chosen as inventory) are passed on, each to one buyer. Insurance agents
 * asking us for leads (the free-analysis landing page, the chat when it names an agency; the agent
 * funnel and the contact form arrive as contact messages) are our own sales pipeline: staff only.
 * No server-only code.
 */
const AGENT_PROSPECT_SOURCES: readonly string[] = ["landing", "sample"];

export function audienceOf(source: string | null, agencyName: string | null | undefined): LeadAudience {
  if (source && AGENT_PROSPECT_SOURCES.includes(source)) return "agent_prospect";
  if (source === "chat" && agencyName?.trim()) return "agent_prospect";
  return "consumer";
}

export const AUDIENCE_LABELS: Record<LeadAudience, string> = { consumer: "Consumer shopper", agent_prospect: "Agent prospect" };

/** The Leads list's audience filter (`audience=` in the address; admins only: agents see consumers, sales see prospects). */
export const AUDIENCE_FILTERS = [
  { value: "all", label: "All audiences" },
  { value: "consumer", label: "Consumer shoppers" },
  { value: "agent_prospect", label: "Agent prospects" },
] as const;
export type AudienceFilter = (typeof AUDIENCE_FILTERS)[number]["value"];
