/** The e-mail an agent gets when a lead is assigned to them (round-robin or by an admin). */
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type AssignedLead = { id: number; fullName: string; leadType: string; verificationScore: number; isVerified: boolean };

export function leadAssignedEmail(lead: AssignedLead, agentName: string, siteUrl: string) {
  const link = `${siteUrl}/crm?tab=leads&q=${encodeURIComponent(lead.fullName)}`;
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
  return { subject: `New lead assigned to you: #${lead.id} ${lead.fullName}`, text, html };
}
