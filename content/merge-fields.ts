/**
 * Merge fields used in content text, written as {{field_name}}.
 *
 * Two families, never mixed:
 * - SITE_MERGE_FIELDS appear in site copy (marketing pages, article bodies, legal pages, FAQ). The app
 *   replaces them at render time from its configuration, e.g.
 *   `applyMergeFields(text, { company: config.companyName, company_phone: config.phone, company_email: config.email })`.
 * - TEMPLATE_MERGE_FIELDS appear in the copyable scripts, e-mails and social posts that agents take away.
 *   They are left as-is when copied: the agent (or the agent's CRM or e-mail tool) fills them in.
 */

export const SITE_MERGE_FIELDS = {
  company: "Our company name, from the site configuration.",
  company_phone: "Our main phone number, as shown in the footer.",
  company_email: "Our contact e-mail address, as shown in the footer.",
} as const;

export const TEMPLATE_MERGE_FIELDS = {
  first_name: "The prospect's or client's first name.",
  agent_name: "The agent's full name.",
  agency_name: "The agency's name.",
  phone: "The agent's direct phone number (callable, text-capable if you text).",
  agent_email: "The agent's e-mail address.",
  city: "The prospect's city or the agency's home market (e.g. Katy, McAllen, Round Rock).",
  renewal_date: "The client's policy renewal date, written out in the language of the message (e.g. June 14, or 14 de junio in Spanish templates).",
  booking_link: "A link to the agent's online calendar for booking a call.",
  agency_address: "The agency's physical postal address (required in commercial e-mail).",
  unsubscribe_link: "The unsubscribe link inserted by the e-mail tool.",
} as const;

export type SiteMergeField = keyof typeof SITE_MERGE_FIELDS;
export type TemplateMergeField = keyof typeof TEMPLATE_MERGE_FIELDS;
export type MergeField = SiteMergeField | TemplateMergeField;

const FIELD_PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Names of all merge fields that occur in `text`, without duplicates, in order of first appearance. */
export function mergeFieldsIn(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(FIELD_PATTERN)) {
    const name = match[1];
    if (name !== undefined) seen.add(name);
  }
  return [...seen];
}

/**
 * Replaces the merge fields for which a value is given; any other field is left untouched.
 * Example: applyMergeFields("Call {{company}}", { company: "Lone Star Leads" }) === "Call Lone Star Leads".
 */
export function applyMergeFields(text: string, values: Partial<Record<MergeField, string>>): string {
  return text.replace(FIELD_PATTERN, (whole, name: string) => {
    const value = values[name as MergeField];
    return value === undefined ? whole : value;
  });
}
