import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { normalizeEmail, normalizePhone } from "@/lib/verification";

export type EraseResult = Record<string, number>;

/**
 * "Erase this person" (admins): the privacy request. Every record that carries the person's e-mail or
 * phone is deleted for good, wherever it is: their leads (and the activities logged on them alone, their
 * unqualified records, tags, deal links), contact-form messages, chat sessions with their messages,
 * learnings and insights, e-mails sent to or about them, Lead Ads and CRM webhook payloads, conversion
 * events (their payloads hold the hashed e-mail and phone), CRM contacts, newsletter subscriptions; an
 * account made from their lead loses their e-mail and phone. What is kept: one opt-out record
 * (`consent_revocations`, channel "erasure"), so they are never contacted again, and an audit entry
 * with counts and ids only, never the personal data; earlier audit entries whose changes held their
 * e-mail or phone keep their action, actor and time, and lose the changes. One transaction.
 */
export async function erasePerson(admin: SessionUser, leadId: number): Promise<EraseResult> {
  if (admin.role !== "admin") throw new CrmNotFoundError("lead");
  return db().$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { email: true, phone: true, emailNormalized: true, phoneE164: true } });
    if (!lead) throw new CrmNotFoundError("lead");
    const email = lead.emailNormalized ?? normalizeEmail(lead.email) ?? (lead.email.trim().toLowerCase() || null);
    const phone = lead.phoneE164 ?? normalizePhone(lead.phone);
    // The phone's 10 digits, matched against text with its punctuation stripped ("(512) 555-0142").
    const digits = phone ? phone.replace(/\D/g, "").slice(-10) : null;
    // The whole address, not a longer one that ends with it (erasing ann@ must not touch joann@): no
    // address character on either side.
    const emailPattern = email ? `(^|[^a-z0-9._%+-])${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^a-z0-9._%+-])` : null;
    const digitsLike = digits && digits.length === 10 ? `%${digits}%` : null;

    const leadRows = await tx.$queryRaw<{ id: number; accountId: number | null }[]>`
      SELECT "id", "accountId" FROM "leads"
      WHERE (${email}::text IS NOT NULL AND ("emailNormalized" = ${email} OR lower("email") = ${email}))
         OR (${phone}::text IS NOT NULL AND "phoneE164" = ${phone})
      FOR UPDATE`;
    const ids = leadRows.map((r) => r.id);
    const accountIds = [...new Set(leadRows.map((r) => r.accountId).filter((a): a is number => a !== null))];

    const n: EraseResult = {};
    n.activities = await tx.$executeRaw`DELETE FROM "activities" WHERE "leadId" = ANY(${ids}::int[]) AND "accountId" IS NULL`;
    n.unqualifiedLeads = await tx.$executeRaw`
      DELETE FROM "unqualified_leads" WHERE "leadId" = ANY(${ids}::int[])
         OR (${email}::text IS NOT NULL AND lower("email") = ${email})
         OR (${digitsLike}::text IS NOT NULL AND regexp_replace("phone", '\\D', '', 'g') LIKE ${digitsLike})`;
    n.emails = await tx.$executeRaw`
      DELETE FROM "communications" WHERE "leadId" = ANY(${ids}::int[])
         OR (${emailPattern}::text IS NOT NULL AND "toAddress" ~* ${emailPattern})`;
    n.conversionEvents = await tx.$executeRaw`DELETE FROM "conversion_events" WHERE "leadId" = ANY(${ids}::int[])`;
    n.dealLinks = await tx.$executeRaw`DELETE FROM "crm_deal_links" WHERE "leadId" = ANY(${ids}::int[])`;
    n.webhookPayloads = await tx.$executeRaw`
      DELETE FROM "webhook_inbox" WHERE "leadId" = ANY(${ids}::int[])
         OR (${emailPattern}::text IS NOT NULL AND "payload"::text ~* ${emailPattern})
         OR (${digitsLike}::text IS NOT NULL AND regexp_replace("payload"::text, '\\D', '', 'g') LIKE ${digitsLike})`;
    n.leads = await tx.$executeRaw`DELETE FROM "leads" WHERE "id" = ANY(${ids}::int[])`;
    n.contactMessages = await tx.$executeRaw`
      DELETE FROM "contacts" WHERE (${email}::text IS NOT NULL AND ("emailNormalized" = ${email} OR lower("email") = ${email}))
         OR (${phone}::text IS NOT NULL AND "phoneE164" = ${phone})`;
    const sessions = await tx.$queryRaw<{ sessionId: string }[]>`
      SELECT DISTINCT s."sessionId" FROM "chat_sessions" s
      WHERE (${emailPattern}::text IS NOT NULL AND (concat_ws(' ', s."userProfile"::text, s."businessInfo"::text, s."conversationContext"::text) ~* ${emailPattern}
                OR EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."sessionId" = s."sessionId" AND m."content" ~* ${emailPattern})
                OR EXISTS (SELECT 1 FROM "user_learning" u WHERE u."sessionId" = s."sessionId" AND u."value" ~* ${emailPattern})))
         OR (${digitsLike}::text IS NOT NULL AND (regexp_replace(concat_ws(' ', s."userProfile"::text, s."businessInfo"::text, s."conversationContext"::text), '\\D', '', 'g') LIKE ${digitsLike}
                OR EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."sessionId" = s."sessionId" AND regexp_replace(m."content", '\\D', '', 'g') LIKE ${digitsLike})
                OR EXISTS (SELECT 1 FROM "user_learning" u WHERE u."sessionId" = s."sessionId" AND regexp_replace(u."value", '\\D', '', 'g') LIKE ${digitsLike})))`;
    const sessionIds = sessions.map((s) => s.sessionId);
    n.chatLearnings = await tx.$executeRaw`DELETE FROM "user_learning" WHERE "sessionId" = ANY(${sessionIds}::text[])`;
    n.chatInsights = await tx.$executeRaw`DELETE FROM "conversation_insights" WHERE "sessionId" = ANY(${sessionIds}::text[])`;
    n.chatSessions = await tx.$executeRaw`DELETE FROM "chat_sessions" WHERE "sessionId" = ANY(${sessionIds}::text[])`;
    n.crmContacts = await tx.$executeRaw`
      DELETE FROM "crm_contacts" WHERE (${email}::text IS NOT NULL AND lower("email") = ${email})
         OR (${digitsLike}::text IS NOT NULL AND (regexp_replace(coalesce("phone", ''), '\\D', '', 'g') LIKE ${digitsLike} OR regexp_replace(coalesce("mobile", ''), '\\D', '', 'g') LIKE ${digitsLike}))`;
    n.accountsScrubbed = await tx.$executeRaw`
      UPDATE "accounts" SET "email" = NULL, "phone" = NULL, "address" = NULL
      WHERE "id" = ANY(${accountIds}::int[])
         OR (${email}::text IS NOT NULL AND lower("email") = ${email})`;
    n.newsletter = await tx.$executeRaw`DELETE FROM "newsletter_subscribers" WHERE ${email}::text IS NOT NULL AND lower("email") = ${email}`;
    // The audit trail keeps who did what and when; a change that held their e-mail or phone (an
    // account's or a contact's edit from → to, an import's update) keeps no longer what it held.
    n.auditEntriesScrubbed = await tx.$executeRaw`
      UPDATE "audit_log" SET "changes" = jsonb_build_object('erased', 'Personal data removed when the person was erased')
      WHERE "changes" IS NOT NULL
        AND ((${emailPattern}::text IS NOT NULL AND "changes"::text ~* ${emailPattern})
          OR (${digitsLike}::text IS NOT NULL AND regexp_replace("changes"::text, '\\D', '', 'g') LIKE ${digitsLike}))`;
    // The only thing kept about them: never contact this e-mail or phone again.
    await tx.consentRevocation.create({ data: { email, phoneE164: phone, channel: "erasure", ip: null } });
    await recordAudit({ actorId: admin.id, action: "person.erase", entity: "person", changes: { fromLead: leadId, leadIds: ids, counts: n } }, tx);
    return n;
  }, { timeout: 60_000, maxWait: 10_000 });
}
