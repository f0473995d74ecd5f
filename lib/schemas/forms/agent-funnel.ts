import { z } from "zod";
import type { ContactFormValues } from "@/lib/schemas/contact";
import { choice, emailField, optionalText, optionLabel, optionValues, phoneField, requiredText, type Option } from "./fields";

/**
 * The agent lead-interest funnel "Get 40% More Qualified Insurance Leads" (public-site.md §2, §5):
 * three steps whose fields are all required except currentLeadSources. The spec notes that the
 * original schema did not match these fields; this one does. It posts to POST /api/contacts with
 * subject "pricing" and the answers packed into the message, so the full name must split into a
 * first and a last name of at least 2 characters each (the contact schema's rule).
 */
export const AGENT_LEAD_TYPE_OPTIONS = [
  { value: "home", label: "Home insurance leads" },
  { value: "auto", label: "Auto insurance leads" },
  { value: "life", label: "Life insurance leads" },
  { value: "all", label: "All types" },
] as const satisfies readonly [Option, ...Option[]];

export const MONTHLY_BUDGET_OPTIONS = [
  { value: "500-1000", label: "$500 – $1,000 a month" },
  { value: "1000-2500", label: "$1,000 – $2,500 a month" },
  { value: "2500-5000", label: "$2,500 – $5,000 a month" },
  { value: "5000+", label: "$5,000+ a month" },
] as const satisfies readonly [Option, ...Option[]];

export const EXPERIENCE_LEVEL_OPTIONS = [
  { value: "new", label: "New agent (less than a year)" },
  { value: "1-3years", label: "1 – 3 years" },
  { value: "3-5years", label: "3 – 5 years" },
  { value: "5+years", label: "5+ years" },
] as const satisfies readonly [Option, ...Option[]];

export const AGENT_FUNNEL_MESSAGES = {
  fullName: "Please enter your first and last name",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  agencyName: "Please enter your agency name",
  leadType: "Please select the type of leads you want",
  monthlyBudget: "Please select a monthly budget",
  experienceLevel: "Please select your experience level",
} as const;

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
type AgentField = keyof AgentFunnelValues;

export const AGENT_FUNNEL_STEPS = [
  { title: "Basic Information", fields: ["fullName", "email", "phone", "agencyName"] },
  { title: "Lead Preferences", fields: ["leadType", "monthlyBudget", "currentLeadSources"] },
  { title: "Experience Level", fields: ["experienceLevel"] },
] as const satisfies readonly { title: string; fields: readonly AgentField[] }[];

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
