/** E-mails sent when a lead arrives: a confirmation to the submitter, an alert to the team. */
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type LeadFacts = { id: number; fullName: string; leadType: string; source: string | null; score: number; isVerified: boolean };

/** The receipt a person gets when no automation sends them a first touch (lib/automations/run-event.ts). */
export function leadConfirmationEmail(lead: LeadFacts, company: string, phone: string, optOutUrl: string, postalAddress: string) {
  const first = lead.fullName.split(/\s+/)[0] ?? lead.fullName;
  const text = [
    `Hi ${first},`,
    "",
    `Thanks for reaching out to ${company}. We received your request and a licensed Texas specialist will contact you within 24 hours (Mon-Fri 8AM-6PM CST, Saturday 9AM-2PM).`,
    "",
    `Questions before then? Call us at ${phone}.`,
    "",
    "If you did not submit this request, reply to this e-mail and we will remove your details.",
    "",
    `${company} · ${postalAddress}`,
    `Stop e-mails from us: ${optOutUrl}`,
  ].join("\n");
  const html = text
    .split("\n\n")
    .map((p) => `<p>${escape(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return { subject: `We received your request – ${company}`, text, html };
}

export function leadAlertEmail(lead: LeadFacts, siteUrl: string) {
  const verdict = lead.isVerified ? "verified" : "not verified";
  const text = [
    `New ${lead.leadType} lead #${lead.id}: ${lead.fullName}`,
    `Source: ${lead.source ?? "website"}`,
    `Verification score: ${lead.score}/100 (${verdict})`,
    "",
    `Open the CRM: ${siteUrl}/crm`,
  ].join("\n");
  const html = `<p><strong>New ${escape(lead.leadType)} lead #${lead.id}: ${escape(lead.fullName)}</strong></p>
<p>Source: ${escape(lead.source ?? "website")}<br>Verification score: ${lead.score}/100 (${verdict})</p>
<p><a href="${escape(siteUrl)}/crm">Open the CRM</a></p>`;
  return { subject: `New lead #${lead.id} (${lead.score}/100) – ${lead.fullName}`, text, html };
}
