import "server-only";
import { db, sql } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site";
import { queueEmail } from "@/lib/email/queue-email";
import { captureLead } from "@/lib/leads/capture-lead";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { activeAutomations, matchesConditions, WORKER_TX, type Clock } from "@/lib/automations/definitions";
import { startRun } from "@/lib/automations/run-event";
import { leadOfNumber } from "@/lib/texting/inbound";
import { replyAlertEmail } from "@/lib/texting/reply-alert";
import { LEAD_EVENT_PRIORITY } from "@/lib/jobs/priorities";

type Row = { id: number; leadId: number | null; content: string | null; providerId: string | null; metadata: { from?: string; to?: string; keyword?: string | null } | null; createdAt: Date };

/** "(512) 555-0123" for +15125550123; other numbers as they are. */
export function displayPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/**
 * The `texting:inbound` job (issue 33), run in order per number: an unknown number's text becomes a
 * lead (through the one capture pipeline, source `sms`, once per message id: a retried job finds the
 * lead its first run made), and every text of that number not yet on a lead joins it; then the
 * lead's agent is told (an e-mail with the words; the admins when nobody has the lead), and a reply
 * starts the automations triggered by "a lead replies by text".
 */
export async function followUpInbound(communicationId: number, clock: Clock): Promise<void> {
  const row = (await sql().query<Row>(`SELECT id, "leadId", content, "providerId", metadata, "createdAt" FROM communications WHERE id = $1 AND "type" = 'sms' AND "direction" = 'inbound'`, [communicationId])).rows[0];
  const from = row?.metadata?.from;
  if (!row || !from) return;
  const keyword = row.metadata?.keyword ?? null;
  let leadId = row.leadId ?? (await db().$transaction((tx) => leadOfNumber(tx, from)));
  if (leadId === null) {
    if (keyword) return;
    // A client of the book (a CRM contact's phone or mobile) is not a new lead: the text joins the contact and its account.
    if (await joinContact(row, from, clock.now())) return;
    leadId = await leadFromText(row, from);
  }
  if (leadId === null) return;
  // Every text of this number still without a lead joins it (an unknown number's first words, in order).
  await sql().query(`UPDATE communications SET "leadId" = $1 WHERE "type" = 'sms' AND "direction" = 'inbound' AND "leadId" IS NULL AND metadata->>'from' = $2`, [leadId, from]);

  await db().$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { id: true, fullName: true, assignedTo: true, deletedAt: true, leadType: true, source: true, verificationScore: true, isVerified: true, duplicateOfId: true } });
    if (!lead || lead.deletedAt) return;
    await alertAgent(tx, lead, row, keyword === "opt_out", clock.now());
    if (keyword) return;
    for (const a of await activeAutomations(tx, ["lead_replied_sms"])) {
      if (!matchesConditions(a.trigger.conditions, lead)) continue;
      await startRun(tx, a, lead.id, `sms_reply:${row.id}`, row.createdAt, row.createdAt, clock.now());
    }
  }, WORKER_TX);
}

async function alertAgent(tx: Prisma.TransactionClient, lead: { id: number; fullName: string; assignedTo: number | null }, row: Row, optOut: boolean, now: Date): Promise<void> {
  const agent = lead.assignedTo ? await tx.user.findUnique({ where: { id: lead.assignedTo }, select: { username: true, email: true, status: true } }) : null;
  let to: string[];
  if (agent?.email && agent.status === "active") to = [agent.email];
  else {
    const admins = await tx.user.findMany({ where: { role: "admin", status: "active", email: { not: null } }, select: { email: true }, orderBy: { id: "asc" } });
    const configured = (env().LEAD_ALERT_EMAILS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    to = [...new Set([...configured, ...admins.map((a) => a.email!)])];
  }
  const mail = replyAlertEmail(lead, agent?.username ?? null, row.content ?? "", optOut, siteConfig().url);
  await queueEmail(tx, { kind: "sms_reply_alert", to, ...mail, dedupeKey: `sms-reply-alert:${row.id}`, createdAt: now, priority: LEAD_EVENT_PRIORITY, metadata: { leadId: lead.id, communicationId: row.id } });
}

/** A new lead for a number we do not know, through captureLead (source `sms`), once per message. */
async function leadFromText(row: Row, from: string): Promise<number | null> {
  const input = leadSubmissionSchema.parse({
    fullName: `Text from ${displayPhone(from)}`,
    // No address was given: a reserved domain (RFC 2606) that verification marks as a placeholder, so nothing is e-mailed to it.
    email: `${from.replace(/\D/g, "")}@sms.invalid`,
    phone: from,
    leadType: "all",
    notes: `First text: “${(row.content ?? "").slice(0, 1000)}”`,
  });
  const result = await captureLead(input, {
    ip: null,
    userAgent: "Twilio inbound text",
    pageUrl: null,
    idempotencyKey: row.providerId ?? `communication-${row.id}`,
    idempotencyScope: "twilio-inbound",
    defaultSource: "sms",
    consentEvidence: "sms",
    vouchedBy: `The person texted ${row.metadata?.to ?? "our number"} first (message ${row.providerId ?? row.id})`,
    now: row.createdAt,
  });
  return result.ok ? result.body.id : null;
}

/** The digits of a US number without the country code ("5125550123" for +15125550123). */
const tenDigits = (e164: string) => e164.replace(/^\+1/, "").replace(/\D/g, "");

/**
 * A text from a number that is no lead's but a CRM contact's (phone or mobile, as typed): every text of
 * that number without a lead is kept on the contact and its account, and the account's owner (or the
 * admins) is told. Contacts' numbers are stored as typed, so this compares digits (a scan of the
 * contacts, only for numbers no lead has).
 */
async function joinContact(row: Row, from: string, now: Date): Promise<boolean> {
  const digits = tenDigits(from);
  if (digits.length !== 10) return false;
  const contact = (
    await sql().query<{ id: number; accountId: number; name: string; account: string; owner: number | null }>(
      `SELECT c.id, c."accountId", c."firstName" || ' ' || c."lastName" AS name, a.name AS account, a."assignedTo" AS owner
       FROM crm_contacts c JOIN accounts a ON a.id = c."accountId" AND a."deletedAt" IS NULL
       WHERE right(regexp_replace(coalesce(c.mobile, ''), '\\D', '', 'g'), 10) = $1 OR right(regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g'), 10) = $1
       ORDER BY (right(regexp_replace(coalesce(c.mobile, ''), '\\D', '', 'g'), 10) = $1) DESC, c."isPrimary" DESC, c.id LIMIT 1`,
      [digits],
    )
  ).rows[0];
  if (!contact) return false;
  await sql().query(
    `UPDATE communications SET "contactId" = $1, "accountId" = $2 WHERE "type" = 'sms' AND "direction" = 'inbound' AND "leadId" IS NULL AND "contactId" IS NULL AND metadata->>'from' = $3`,
    [contact.id, contact.accountId, from],
  );
  await db().$transaction(async (tx) => {
    const owner = contact.owner ? await tx.user.findUnique({ where: { id: contact.owner }, select: { email: true, status: true } }) : null;
    const admins = owner?.email && owner.status === "active" ? [] : await tx.user.findMany({ where: { role: "admin", status: "active", email: { not: null } }, select: { email: true } });
    const to = owner?.email && owner.status === "active" ? [owner.email] : admins.map((a) => a.email!);
    const link = `${siteConfig().url}/crm/accounts/${contact.accountId}`;
    const words = (row.content ?? "").slice(0, 300);
    await queueEmail(tx, {
      kind: "sms_reply_alert",
      to,
      subject: `Text from ${contact.name} (${contact.account})`,
      text: `${contact.name} of ${contact.account} texted:\n“${words}”\n\nCall them back or answer from your phone; the account: ${link}`,
      html: `<p>${escapeHtml(contact.name)} of ${escapeHtml(contact.account)} texted:</p><p>“${escapeHtml(words)}”</p><p><a href="${escapeHtml(link)}">Open the account</a></p>`,
      dedupeKey: `sms-reply-alert:${row.id}`,
      createdAt: now,
      priority: LEAD_EVENT_PRIORITY,
      metadata: { communicationId: row.id, contactId: contact.id },
    });
  }, WORKER_TX);
  return true;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
