/** The e-mail an agent gets when a lead is assigned to them (round-robin or by an admin). */
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type AssignedLead = { id: number; fullName: string; leadType: string; verificationScore: number; isVerified: boolean };

/** Everything but the greeting, which names the agent (the lead pipeline adds it in SQL, see store-lead.ts). */
export function leadAssignedEmailBody(lead: AssignedLead, siteUrl: string) {
  const link = `${siteUrl}/crm/leads/${lead.id}`;
  const verdict = lead.isVerified ? "verified" : "not verified";
  const text = [
    `A new ${lead.leadType} lead is yours: #${lead.id} ${lead.fullName} (score ${lead.verificationScore}/100, ${verdict}).`,
    "Leads contacted within the first hour convert best. Open it in the CRM:",
    link,
  ].join("\n");
  const html = `<p>A new ${escape(lead.leadType)} lead is yours: <strong>#${lead.id} ${escape(lead.fullName)}</strong> (score ${lead.verificationScore}/100, ${verdict}).</p>
<p>Leads contacted within the first hour convert best. <a href="${escape(link)}">Open it in the CRM</a>.</p>`;
  return { subject: `New lead assigned to you: #${lead.id} ${lead.fullName}`, text, html };
}

/** The greeting: "Hi <name>," then a blank line (text) or its own paragraph (HTML, name escaped). */
export const assignedGreeting = {
  text: (agentName: string) => `Hi ${agentName},\n\n`,
  html: (agentName: string) => `<p>Hi ${escape(agentName)},</p>\n`,
};

export function leadAssignedEmail(lead: AssignedLead, agentName: string, siteUrl: string) {
  const body = leadAssignedEmailBody(lead, siteUrl);
  return { subject: body.subject, text: assignedGreeting.text(agentName) + body.text, html: assignedGreeting.html(agentName) + body.html };
}
