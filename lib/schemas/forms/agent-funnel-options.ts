import type { Option } from "./options";

/** The choices, messages and steps of the agent lead-interest funnel (its schema: ./agent-funnel.ts). */
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

/** The funnel's fields (the schema's keys). */
export type AgentFunnelField = "fullName" | "email" | "phone" | "agencyName" | "leadType" | "monthlyBudget" | "currentLeadSources" | "experienceLevel";

export const AGENT_FUNNEL_STEPS = [
  { title: "Basic Information", fields: ["fullName", "email", "phone", "agencyName"] },
  { title: "Lead Preferences", fields: ["leadType", "monthlyBudget", "currentLeadSources"] },
  { title: "Experience Level", fields: ["experienceLevel"] },
] as const satisfies readonly { title: string; fields: readonly AgentFunnelField[] }[];
