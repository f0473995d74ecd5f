import "server-only";
import { applyMergeFields, type TemplateMergeField } from "@/content/merge-fields";
import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site";

/** What a template is rendered from: the lead and the agent who has it (null: nobody yet). */
export type MergeLead = { fullName: string; email: string; city: string | null };
/**
 * The agent who has the lead; a marketplace buyer's set-up (buyerProfile) names their agency, which
 * then signs the e-mail instead of ours (the shopper asked us; we passed the request to them).
 */
export type MergeAgent = { username: string; displayName?: string | null; email: string | null; phone: string | null; bookingLink: string | null; buyerProfile?: { agencyName: string | null } | null } | null;

/** The user's columns a template needs (Prisma select). */
export const MERGE_AGENT_SELECT = { username: true, displayName: true, email: true, phone: true, bookingLink: true, buyerProfile: { select: { agencyName: true } } } as const;
export type Rendered = { subject: string; text: string; html: string; fromName: string; replyTo: string | null; unsubscribeUrl: string };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The opt-out page, filled in with the address: one click on "Stop contacting me" records it. */
export function unsubscribeUrl(email: string): string {
  return `${siteConfig().url}/opt-out?email=${encodeURIComponent(email)}`;
}

/**
 * Every template field's value for this lead. A field the lead or agent has no value for falls back
 * to the agency's (phone, e-mail, booking link: the contact page) so no e-mail shows an empty gap.
 * The agency is the buyer's, for a lead sold to a buyer who named theirs; else ours.
 */
export function mergeValues(lead: MergeLead, agent: MergeAgent): Record<TemplateMergeField, string> {
  const site = siteConfig();
  return {
    first_name: lead.fullName.trim().split(/\s+/)[0] || lead.fullName,
    // The name the agent set on /account; their username until they do.
    agent_name: agent ? agent.displayName?.trim() || agent.username : `the ${site.name} team`,
    agency_name: agent?.buyerProfile?.agencyName?.trim() || site.name,
    phone: agent?.phone ?? site.phone,
    agent_email: agent?.email ?? site.email,
    city: lead.city?.trim() || "Texas",
    renewal_date: "your renewal date",
    booking_link: agent?.bookingLink ?? `${site.url}/contact`,
    agency_address: env().AGENCY_POSTAL_ADDRESS,
    unsubscribe_link: unsubscribeUrl(lead.email),
  };
}

/**
 * The CAN-SPAM footer of every automated e-mail, whatever the template says: who sent it, the
 * agency's postal address, why the person gets it and the opt-out link.
 */
export function complianceFooter(values: Record<TemplateMergeField, string>): string {
  // The shopper asked us; a buyer's agency writes through us, at our postal address.
  const site = siteConfig().name;
  const ours = values.agency_name === site;
  return [
    "--",
    ours ? `${site} · ${values.agency_address}` : `${values.agency_name}, through ${site} · ${values.agency_address}`,
    ours ? `You are receiving this because you asked ${site} for an insurance quote.` : `You are receiving this because you asked ${site} for an insurance quote and ${site} passed your request to ${values.agency_name}.`,
    `Stop these e-mails: ${values.unsubscribe_link}`,
  ].join("\n");
}

/** A template rendered for one lead: subject and plain text with the fields filled in, the footer, and the same as simple HTML. */
export function renderTemplate(
  template: { subject: string; body: string; fromName: string | null; replyTo: string | null },
  lead: MergeLead,
  agent: MergeAgent,
): Rendered {
  const values = mergeValues(lead, agent);
  const subject = applyMergeFields(template.subject, values).replace(/\s+/g, " ").trim();
  const body = applyMergeFields(template.body, values).trim();
  const footer = complianceFooter(values);
  const text = `${body}\n\n${footer}`;
  const linkify = (s: string) => escape(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  const paragraphs = body.split(/\n{2,}/).map((p) => `<p>${linkify(p).replace(/\n/g, "<br>")}</p>`);
  const html = `${paragraphs.join("\n")}\n<hr>\n<p style="font-size:12px;color:#666">${linkify(footer.split("\n").slice(1).join("\n")).replace(/\n/g, "<br>")}</p>`;
  return {
    subject,
    text,
    html,
    fromName: template.fromName ? applyMergeFields(template.fromName, values) : values.agent_name === `the ${values.agency_name} team` ? values.agency_name : `${values.agent_name} at ${values.agency_name}`,
    replyTo: template.replyTo ?? agent?.email ?? null,
    unsubscribeUrl: values.unsubscribe_link,
  };
}

/** A text-message template's body for the lead (no footer: the agent sends it from their own phone). */
export function renderSms(content: string, lead: MergeLead, agent: MergeAgent): string {
  return applyMergeFields(content, mergeValues(lead, agent)).trim();
}
