import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { COMPLETE_REGISTRATION_SCORE, META_EVENT_VALUES } from "@/lib/constants";
import { siteConfig } from "@/lib/site";
import { buildServerEvent, leadEventId, type EventOrigin } from "@/lib/integrations/meta/events";
import type { LedgerEntry } from "@/lib/integrations/meta/ledger";
import { buildUserData, type MetaPerson } from "@/lib/integrations/meta/user-data";

/** What the events need from a lead row. */
export const LEAD_EVENT_SELECT = {
  id: true,
  fullName: true,
  email: true,
  emailNormalized: true,
  phone: true,
  phoneE164: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  leadType: true,
  source: true,
  sourceLeadId: true,
  consentVersion: true,
  consentIp: true,
  consentUserAgent: true,
  consentPageUrl: true,
  duplicateOfId: true,
  mergedIntoId: true,
  doNotContact: true,
  createdAt: true,
} as const satisfies Prisma.LeadSelect;
export type LeadForEvents = Prisma.LeadGetPayload<{ select: typeof LEAD_EVENT_SELECT }>;

export const DO_NOT_CONTACT_REASON = "The person asked not to be contacted (opt-out): nothing about them is shared with Meta.";

/** Lead Ads leads carry Meta's lead id (15–17 digits), sent unhashed for Conversion Leads. */
export function metaLeadIdOf(lead: Pick<LeadForEvents, "source" | "sourceLeadId">): string | null {
  return lead.source === "facebook-lead-ads" && lead.sourceLeadId && /^\d{15,17}$/.test(lead.sourceLeadId) ? lead.sourceLeadId : null;
}

export function leadPerson(lead: LeadForEvents, subjectId = lead.id): MetaPerson {
  return {
    externalId: String(subjectId),
    email: lead.emailNormalized ?? lead.email,
    phone: lead.phoneE164 ?? lead.phone,
    fullName: lead.fullName,
    address: lead.address,
    city: lead.city,
    state: lead.state,
    zip: lead.zipCode,
    country: "US",
    metaLeadId: metaLeadIdOf(lead),
    clientIp: lead.consentIp,
    userAgent: lead.consentUserAgent,
  };
}

/** The name Meta's Conversion Leads reports show for stages from our own CRM. */
export function ownCrmName(): string {
  return `${siteConfig().name} CRM`;
}

/**
 * A lead typed into one of our pages was a website event (a browser was there: its page and
 * user agent are the consent evidence). Vendor and Lead Ads leads were not: they are reported as
 * CRM events, the Lead Ads ones with Meta's lead id.
 */
export function captureOrigin(lead: LeadForEvents): EventOrigin {
  const fromOurPages = lead.consentVersion !== null && lead.consentVersion !== "vendor" && lead.source !== "facebook-lead-ads";
  if (fromOurPages && lead.consentUserAgent) {
    return { kind: "website", url: lead.consentPageUrl ?? `${siteConfig().url}/`, userAgent: lead.consentUserAgent };
  }
  return { kind: "crm", crmName: ownCrmName() };
}

/**
 * The automated flow at capture time, written with the lead in its transaction: a lead received
 * sends Lead; a verification score above COMPLETE_REGISTRATION_SCORE also sends
 * CompleteRegistration. Duplicates of a recent lead send nothing (the person was already counted),
 * nor do people who opted out.
 */
export function leadCaptureEvents(row: LeadForEvents, validation: { score: number }): LedgerEntry[] {
  if (row.duplicateOfId !== null || row.doNotContact) return [];
  const user = buildUserData(leadPerson(row));
  const origin = captureOrigin(row);
  const entries: LedgerEntry[] = [
    {
      leadId: row.id,
      event: buildServerEvent({
        eventName: "Lead",
        eventTime: row.createdAt,
        eventId: leadEventId(row.id, "Lead"),
        user,
        value: META_EVENT_VALUES.Lead,
        contentName: `${row.leadType} insurance lead`,
        origin,
      }),
    },
  ];
  if (validation.score > COMPLETE_REGISTRATION_SCORE) {
    entries.push({
      leadId: row.id,
      event: buildServerEvent({
        eventName: "CompleteRegistration",
        eventTime: row.createdAt,
        eventId: leadEventId(row.id, "CompleteRegistration"),
        user,
        value: META_EVENT_VALUES.CompleteRegistration,
        contentName: `Verified lead (score ${validation.score})`,
        origin,
      }),
    });
  }
  return entries;
}
