/** The staff e-mails of automations: an agent's reminder, the admins' alert, "nobody available". */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type AlertLead = { id: number; fullName: string; leadType: string; createdAt: Date };

const waited = (lead: AlertLead, now: Date) => Math.max(0, Math.round((now.getTime() - lead.createdAt.getTime()) / 60_000));

function mail(subject: string, lines: string[], link: string) {
  const text = [...lines, "", link].join("\n");
  const html = `${lines.map((l) => `<p>${escape(l)}</p>`).join("\n")}\n<p><a href="${escape(link)}">Open the lead in the CRM</a></p>`;
  return { subject, text, html };
}

export function agentAlertEmail(lead: AlertLead, agentName: string, automation: string, now: Date, siteUrl: string) {
  const minutes = waited(lead, now);
  return mail(
    `Not contacted yet (${minutes} min): #${lead.id} ${lead.fullName}`,
    [
      `Hi ${agentName},`,
      `${lead.fullName} asked for a ${lead.leadType} quote ${minutes} minutes ago and nobody has called, e-mailed or noted them yet. The first agent to reach a shopper usually writes the policy: call now, then log the call.`,
      `(Automation: ${automation})`,
    ],
    `${siteUrl}/crm/leads/${lead.id}`,
  );
}

export function adminAlertEmail(lead: AlertLead, agentName: string | null, automation: string, now: Date, siteUrl: string) {
  const minutes = waited(lead, now);
  return mail(
    `Lead #${lead.id} not contacted after ${minutes} min (${agentName ?? "unassigned"})`,
    [
      `${lead.fullName} (${lead.leadType}) was captured ${minutes} minutes ago and has not been contacted.`,
      agentName ? `Assigned to ${agentName}.` : "Nobody has this lead.",
      `(Automation: ${automation})`,
    ],
    `${siteUrl}/crm/leads/${lead.id}`,
  );
}

export function unassignedAlertEmail(lead: AlertLead, siteUrl: string) {
  return mail(
    `No agent available: lead #${lead.id} ${lead.fullName} waits unassigned`,
    [
      `${lead.fullName} asked for a ${lead.leadType} quote and no agent who takes ${lead.leadType} leads is available now (working hours and the "Available now" switch).`,
      "The lead waits unassigned: give it to an agent, or it goes to the next agent who becomes available when a reassignment runs.",
    ],
    `${siteUrl}/crm/leads/${lead.id}`,
  );
}
