/** The e-mail that tells an agent their lead texted back (or opted out), with the words and a link to answer. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function replyAlertEmail(lead: { id: number; fullName: string }, agentName: string | null, body: string, optOut: boolean, siteUrl: string) {
  const link = `${siteUrl}/crm/leads/${lead.id}`;
  const words = body.length > 300 ? `${body.slice(0, 300)}…` : body;
  const subject = optOut ? `#${lead.id} ${lead.fullName} opted out of texts` : `Text from #${lead.id} ${lead.fullName}`;
  const lines = optOut
    ? [`${agentName ? `Hi ${agentName}, ` : ""}${lead.fullName} replied “${words}”: no more texts go to them, automated or yours. Calls and e-mails follow their other choices.`]
    : [`${agentName ? `Hi ${agentName}, ` : ""}${lead.fullName} texted back:`, `“${words}”`, "Answer from the lead page: the conversation is under Texts."];
  return {
    subject,
    text: [...lines, "", link].join("\n"),
    html: `${lines.map((l) => `<p>${escape(l)}</p>`).join("\n")}\n<p><a href="${escape(link)}">Open the conversation</a></p>`,
  };
}
