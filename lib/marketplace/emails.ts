import { DEFECT_REPORT_HOURS, formatCents } from "@/lib/constants";

/** The marketplace's e-mails to buyers: a delivered lead, a set-up decision, a return decision. Bodies are rendered here, never in SQL. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function toHtml(text: string): string {
  return text
    .split("\n\n")
    .map((p) => `<p>${escape(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** `lines`: what the shopper wants quoted, in words ("auto and home"). */
export function deliveryAlertEmail(d: { leadId: number; fullName: string; lines: string; city: string | null; county: string | null; buyerName: string; replacement: boolean }, siteUrl: string) {
  const where = [d.city, d.county ? `${d.county} County` : null].filter(Boolean).join(", ");
  const text = [
    `Hi ${d.buyerName},`,
    "",
    `${d.replacement ? "Your replacement lead" : "A new exclusive lead"} is in your CRM: #${d.leadId} ${d.fullName}, ${d.lines}${where ? `, ${where}` : ""}.`,
    "Shoppers called within the first five minutes are the likeliest to buy. Open it:",
    `${siteUrl}/crm/leads/${d.leadId}`,
    "",
    `Disconnected number or a fake? Report it from the lead's page within ${DEFECT_REPORT_HOURS} hours for a free replacement.`,
  ].join("\n");
  return { subject: `${d.replacement ? "Replacement lead" : "New lead"} delivered: #${d.leadId} ${d.fullName}`, text, html: toHtml(text) };
}

export function setupDecisionEmail(d: { buyerName: string; approved: boolean; note: string | null }, siteUrl: string) {
  const text = d.approved
    ? [`Hi ${d.buyerName},`, "", "Your lead delivery is approved and running: new leads arrive in your CRM inside your delivery hours.", "", `Your plan and deliveries: ${siteUrl}/account/plan`].join("\n")
    : [`Hi ${d.buyerName},`, "", "We need a change to your lead delivery set-up before leads can start:", "", d.note ?? "", "", `Update it here: ${siteUrl}/account/plan/setup`].join("\n");
  return { subject: d.approved ? "Your lead delivery is live" : "Your lead delivery set-up needs a change", text, html: toHtml(text) };
}

export function returnDecisionEmail(d: { buyerName: string; leadId: number; fullName: string; approved: boolean; replacementNow: boolean; note: string }, siteUrl: string) {
  const text = [
    `Hi ${d.buyerName},`,
    "",
    d.approved
      ? `Your return of lead #${d.leadId} ${d.fullName} is approved: ${replacementWhen(d.replacementNow)}, and the lead does not count against your quota.`
      : `Your return of lead #${d.leadId} ${d.fullName} was not approved: ${d.note}`,
    "",
    `Your returns: ${siteUrl}/account/plan`,
  ].join("\n");
  return { subject: `Return of lead #${d.leadId} ${d.approved ? "approved" : "not approved"}`, text, html: toHtml(text) };
}

/** When an approved return's replacement comes: now, or with the buyer's next plan when none runs. */
export const replacementWhen = (now: boolean) => (now ? "a replacement lead is on its way" : "your plan has ended, so its replacement lead comes first when your next plan starts");

export const formatPrice = formatCents;
