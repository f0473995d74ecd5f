import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { zonesOf } from "@/lib/texting/recipient-zone";
import type { MergeAgent } from "@/lib/automations/render-template";

/** What sending a template to a lead needs to know, read in one statement (lib/texting/text-facts.ts). */
export type TextFacts = {
  fullName: string; email: string; city: string | null; doNotContact: boolean; deletedAt: Date | null; optedOut: boolean;
  phoneE164: string | null; consentVersion: string | null; consentText: string | null; source: string | null; textedFirst: boolean; textedBefore: boolean;
  timeZone: string | null; countyFipsAll: string[] | null; zipOutsideTexas: boolean;
  templateName: string | null; content: string | null; isActive: boolean | null;
  username: string | null; displayName: string | null; email_agent: string | null; phone: string | null; bookingLink: string | null; agencyName: string | null;
};

/**
 * Everything a template text to a lead reads, in one statement (it runs on the capture's hot path,
 * inside the automations' event transaction, and once per lead of a bulk send): the lead's number,
 * consent, opt-outs and texts so far, its ZIP's zones, the template, and the agent the text names.
 */
const FACTS_SQL = `
  SELECT l."fullName", l."email", l."city", l."doNotContact", l."deletedAt",
         EXISTS (SELECT 1 FROM consent_revocations r WHERE (r."phoneE164" = l."phoneE164" AND l."phoneE164" IS NOT NULL)
                 OR (r."email" = l."emailNormalized" AND l."emailNormalized" IS NOT NULL)) AS "optedOut",
         l."phoneE164", l."consentVersion", l."consentText", l."source",
         -- Texted us first: a text of their own (not a keyword: STOP, HELP, START) before any text of ours
         -- reached the number. A reply to our text ("who is this?") is not consent to automated texts.
         EXISTS (SELECT 1 FROM communications c WHERE c."leadId" = l.id AND c."type" = 'sms' AND c."direction" = 'inbound'
                 AND c."metadata"->>'keyword' IS NULL
                 AND NOT EXISTS (SELECT 1 FROM communications o WHERE o."type" = 'sms' AND o."direction" = 'outbound' AND o."toAddress" = l."phoneE164"
                                 AND o."status" <> 'not_sent' AND o."createdAt" < c."createdAt")) AS "textedFirst",
         EXISTS (SELECT 1 FROM communications c WHERE c."type" = 'sms' AND c."direction" = 'outbound' AND c."toAddress" = l."phoneE164" AND c."status" <> 'not_sent') AS "textedBefore",
         z."timeZone", z."countyFipsAll", (zip.zip5 IS NOT NULL AND z."zip" IS NULL) AS "zipOutsideTexas", t."name" AS "templateName", t."content", t."isActive",
         u."username", u."displayName", u."email" AS "email_agent", u."phone", u."bookingLink", bp."agencyName"
  FROM leads l
  CROSS JOIN LATERAL (SELECT coalesce(l."zip5", substring(l."zipCode" FROM '^\\s*(\\d{5})(?:[-\\s]?\\d{4})?\\s*$')) AS zip5) zip
  LEFT JOIN texas_zips z ON z."zip" = zip.zip5
  LEFT JOIN sms_templates t ON t.id = $2::int
  LEFT JOIN users u ON u.id = l."assignedTo"
  LEFT JOIN buyer_profiles bp ON bp."userId" = u.id
  WHERE l.id = $1::int`;

export async function textFacts(tx: Pick<Prisma.TransactionClient, "$queryRawUnsafe">, leadId: number, templateId: number): Promise<TextFacts | null> {
  return (await tx.$queryRawUnsafe<TextFacts[]>(FACTS_SQL, leadId, templateId))[0] ?? null;
}

/** The agent the text names, as the templates take it (render-template.ts's MergeAgent): a buyer's agency signs. */
export const agentOfFacts = (f: TextFacts): MergeAgent =>
  f.username ? { username: f.username, displayName: f.displayName, email: f.email_agent, phone: f.phone, bookingLink: f.bookingLink, buyerProfile: { agencyName: f.agencyName } } : null;
export const zipOfFacts = (f: TextFacts) => (f.timeZone ? { timeZone: f.timeZone, countyFipsAll: f.countyFipsAll ?? [] } : null);
/** The recipient's zones from the facts (lib/texting/recipient-zone.ts's rule). */
export const zonesOfFacts = (f: TextFacts) => zonesOf(zipOfFacts(f), f.phoneE164, f.zipOutsideTexas);
