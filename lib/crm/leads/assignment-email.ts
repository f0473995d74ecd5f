import "server-only";
import { sql } from "@/lib/db";
import { siteConfig } from "@/lib/site";
import type { Prisma } from "@/lib/generated/prisma/client";
import { queueEmail } from "@/lib/email/queue-email";

/**
 * The e-mail an agent gets when a lead is assigned to them (round-robin at capture, or by an admin).
 * Both paths queue it without its bodies (`communications` row: kind "lead_assigned", leadId, agentId,
 * the subject, status "queued"); the e-mail worker renders it at send time with `renderLeadAssignedEmail`
 * and records what it sent on the row.
 */
export const LEAD_ASSIGNED = "lead_assigned";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type AssignedLead = { id: number; fullName: string; leadType: string; verificationScore: number; isVerified: boolean };

/** Known when the lead is stored (it does not name the agent), so the queued row shows it. */
export const leadAssignedSubject = (lead: { id: number; fullName: string }) => `New lead assigned to you: #${lead.id} ${lead.fullName}`;

/** One logical e-mail per assignment: a lead given back to the same agent later is e-mailed again. */
export const leadAssignedDedupeKey = (leadId: number, agentId: number, at: Date) => `lead-assigned:${leadId}:${agentId}:${at.getTime()}`;

/** The e-mail: "Hi <agent>," then the lead, with a link to its page in the CRM (HTML-escaped in the HTML body). */
export function leadAssignedEmail(lead: AssignedLead, agentName: string, siteUrl: string) {
  const link = `${siteUrl}/crm/leads/${lead.id}`;
  const verdict = lead.isVerified ? "verified" : "not verified";
  const text = [
    `Hi ${agentName},`,
    "",
    `A new ${lead.leadType} lead is yours: #${lead.id} ${lead.fullName} (score ${lead.verificationScore}/100, ${verdict}).`,
    "Leads contacted within the first hour convert best. Open it in the CRM:",
    link,
  ].join("\n");
  const html = `<p>Hi ${escape(agentName)},</p>
<p>A new ${escape(lead.leadType)} lead is yours: <strong>#${lead.id} ${escape(lead.fullName)}</strong> (score ${lead.verificationScore}/100, ${verdict}).</p>
<p>Leads contacted within the first hour convert best. <a href="${escape(link)}">Open it in the CRM</a>.</p>`;
  return { subject: leadAssignedSubject(lead), text, html };
}

/**
 * The e-mail of a queued "lead_assigned" row, rendered from the lead and the agent as they are at send
 * time; null when either no longer exists.
 */
export async function renderLeadAssignedEmail(ref: { leadId: number; agentId: number }) {
  // One round trip on the e-mail worker's hot path (every captured lead's agent gets one).
  const { rows } = await sql().query<AssignedLead & { username: string | null }>(
    `SELECT l.id, l."fullName", l."leadType"::text AS "leadType", l."verificationScore", l."isVerified",
            (SELECT u.username FROM users u WHERE u.id = $2) AS username
     FROM leads l WHERE l.id = $1`,
    [ref.leadId, ref.agentId],
  );
  const row = rows[0];
  if (!row?.username) return null;
  return leadAssignedEmail(row, row.username, siteConfig().url);
}

export const LEADS_ASSIGNED_BULK = "leads_assigned_bulk";
const BULK_EMAIL_LISTED = 20;

/**
 * A bulk assignment e-mails the agent once about all their new leads (not once per lead): the first 20
 * by name with links, and a link to their leads in the CRM. Rendered now (the bodies are stored with the
 * queued row), in the caller's transaction.
 */
export async function queueBulkAssignmentEmail(tx: Prisma.TransactionClient, agentId: number, leadIds: number[], at = new Date()): Promise<void> {
  const agent = await tx.user.findUnique({ where: { id: agentId }, select: { email: true, username: true } });
  if (!agent?.email || leadIds.length === 0) return;
  const leads = await tx.lead.findMany({ where: { id: { in: leadIds.slice(0, BULK_EMAIL_LISTED) } }, select: { id: true, fullName: true }, orderBy: { id: "asc" } });
  const site = siteConfig().url;
  const subject = leadIds.length === 1 ? `1 lead assigned to you` : `${leadIds.length} leads assigned to you`;
  const more = leadIds.length - leads.length;
  const text = [
    `Hi ${agent.username},`,
    "",
    `${leadIds.length === 1 ? "One lead is" : `${leadIds.length} leads are`} now yours:`,
    ...leads.map((l) => `- #${l.id} ${l.fullName}: ${site}/crm/leads/${l.id}`),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    "",
    `All your leads: ${site}/crm?tab=leads`,
  ].join("\n");
  const html = `<p>Hi ${escape(agent.username)},</p>
<p>${leadIds.length === 1 ? "One lead is" : `${leadIds.length} leads are`} now yours:</p>
<ul>${leads.map((l) => `<li><a href="${escape(`${site}/crm/leads/${l.id}`)}">#${l.id} ${escape(l.fullName)}</a></li>`).join("")}</ul>
${more > 0 ? `<p>…and ${more} more.</p>` : ""}<p><a href="${escape(`${site}/crm?tab=leads`)}">All your leads in the CRM</a></p>`;
  await queueEmail(tx, {
    kind: LEADS_ASSIGNED_BULK,
    to: [agent.email],
    subject,
    text,
    html,
    dedupeKey: `leads-assigned-bulk:${agentId}:${leadIds[0]}:${leadIds.length}:${at.getTime()}`,
    metadata: { agentId, leadIds: leadIds.slice(0, 1000), count: leadIds.length },
  });
}
