import "server-only";
import { captureLead } from "@/lib/leads/capture-lead";
import { isConsentVersion } from "@/lib/leads/consent";
import type { LeadSubmission } from "@/lib/schemas/lead";
import type { LeadTypeValue } from "@/lib/constants";
import type { LearnedFacts } from "@/lib/assistant/extract-details";

export { CHAT_CONSENT_VERSION } from "@/lib/assistant/messages";

export type ChatLeadInput = {
  sessionId: string;
  facts: LearnedFacts;
  /** The notice version the widget says it showed; no lead without it. */
  consentVersion: string | null | undefined;
};
export type ChatLeadMeta = { ip: string | null; userAgent: string | null; pageUrl: string | null };

/** A name plus an e-mail or a phone number, after the consent notice was shown. */
export function canCreateChatLead(facts: LearnedFacts, consentVersion: string | null | undefined): boolean {
  return !!facts.name && !!(facts.email || facts.phone) && isConsentVersion(consentVersion) && consentVersion.startsWith("chat-");
}

function leadTypeOf(lines: string[]): LeadTypeValue {
  const personal = lines.filter((l): l is "home" | "auto" | "life" => l === "home" || l === "auto" || l === "life");
  return personal.length === 1 ? personal[0]! : "all";
}

function notesOf(f: LearnedFacts): string {
  const lines = ["Captured by the chat assistant."];
  if (f.agencySize) lines.push(`Agency size: ${f.agencySize}`);
  if (f.bookSize) lines.push(`Book size: ${f.bookSize}`);
  if (f.linesOfBusiness.length) lines.push(`Lines of business: ${f.linesOfBusiness.join(", ")}`);
  if (f.goals.length) lines.push(`Goals: ${f.goals.join("; ")}`);
  if (f.painPoints.length) lines.push(`Pain points: ${f.painPoints.join("; ")}`);
  return lines.join("\n");
}

/**
 * Turns contact details a visitor left in the chat into a lead through the shared lead pipeline
 * (verification, duplicates, do-not-contact, consent evidence, alert e-mails). Chat visitors are
 * agents, so the lead type is the one personal line they named, else "all". A missing e-mail or
 * phone stays empty and the verification score says so. One lead per chat session (idempotency key).
 */
export async function createLeadFromChat(input: ChatLeadInput, meta: ChatLeadMeta): Promise<{ leadId: number | null }> {
  const f = input.facts;
  if (!canCreateChatLead(f, input.consentVersion)) return { leadId: null };
  const submission: LeadSubmission = {
    fullName: f.name!,
    email: f.email ?? "",
    phone: f.phone ?? "",
    agencyName: f.agencyName ?? null,
    leadType: leadTypeOf(f.linesOfBusiness),
    address: null,
    city: null,
    state: "TX",
    zipCode: null,
    timeframe: null,
    budget: null,
    homeValue: null,
    spouseName: null,
    homePurchaseDate: null,
    currentInsuranceCarrier: null,
    message: null,
    notes: notesOf(f),
    source: null,
    campaign: null,
    adSet: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    consentVersion: input.consentVersion!,
    hasHomeInsurance: null,
    hasContinuousCoverage: null,
    hasMultipleClaims: null,
  };
  const result = await captureLead(submission, {
    ip: meta.ip,
    userAgent: meta.userAgent,
    pageUrl: meta.pageUrl,
    idempotencyKey: input.sessionId,
    idempotencyScope: "chat",
    defaultSource: "chat",
    consentEvidence: "chat",
  });
  return { leadId: result.ok ? result.body.id : null };
}
