import { z } from "zod";
import type { ContactFormValues } from "@/lib/schemas/contact";
import { choice, emailField, optionalText, optionLabel, optionValues, phoneField, requiredText } from "./fields";
import { AGENT_FUNNEL_MESSAGES, AGENT_LEAD_TYPE_OPTIONS, EXPERIENCE_LEVEL_OPTIONS, MONTHLY_BUDGET_OPTIONS } from "./agent-funnel-options";

export * from "./agent-funnel-options";

/**
 * The agent lead-interest funnel "Get 40% More Qualified Insurance Leads" (public-site.md §2, §5):
 * three steps whose fields are all required except currentLeadSources. The spec notes that the
 * original schema did not match these fields; this one does. It posts to POST /api/contacts with
 * subject "pricing" and the answers packed into the message, so the full name must split into a
 * first and a last name of at least 2 characters each (the contact schema's rule).
 */
/** "Mary Ann Smith" → {firstName: "Mary", lastName: "Ann Smith"}; null unless both parts have 2 to 100 characters. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } | null {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return null;
  const [firstName, ...rest] = parts as [string, ...string[]];
  const lastName = rest.join(" ");
  if (firstName.length < 2 || lastName.length < 2 || firstName.length > 100 || lastName.length > 100) return null;
  return { firstName, lastName };
}

const m = AGENT_FUNNEL_MESSAGES;
export const agentFunnelSchema = z.object({
  fullName: requiredText(5, 201, m.fullName).refine((v) => splitFullName(v) !== null, m.fullName),
  email: emailField(m.email),
  phone: phoneField(m.phone),
  agencyName: requiredText(2, 200, m.agencyName),
  leadType: choice(optionValues(AGENT_LEAD_TYPE_OPTIONS), m.leadType),
  monthlyBudget: choice(optionValues(MONTHLY_BUDGET_OPTIONS), m.monthlyBudget),
  currentLeadSources: optionalText(500),
  experienceLevel: choice(optionValues(EXPERIENCE_LEVEL_OPTIONS), m.experienceLevel),
});
export type AgentFunnelValues = z.input<typeof agentFunnelSchema>;
export type AgentFunnelData = z.output<typeof agentFunnelSchema>;
/** The POST /api/contacts body (without timing/honeypot fields): subject pricing, answers in the message. */
export function agentFunnelToContact(values: AgentFunnelData): ContactFormValues {
  const name = splitFullName(values.fullName);
  if (!name) throw new Error("agentFunnelToContact: the full name must have a first and a last name");
  const message = [
    "Lead-interest funnel: Get 40% More Qualified Insurance Leads",
    `Agency: ${values.agencyName}`,
    `Leads wanted: ${optionLabel(AGENT_LEAD_TYPE_OPTIONS, values.leadType)}`,
    `Monthly budget: ${optionLabel(MONTHLY_BUDGET_OPTIONS, values.monthlyBudget)}`,
    `Current lead sources: ${values.currentLeadSources ?? "Not given"}`,
    `Experience: ${optionLabel(EXPERIENCE_LEVEL_OPTIONS, values.experienceLevel)}`,
  ].join("\n");
  return {
    ...name,
    email: values.email,
    phone: values.phone,
    agencyName: values.agencyName,
    subject: "pricing",
    message,
  };
}
