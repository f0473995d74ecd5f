import type { Option } from "./options";

/** The choices, messages and steps of the consumer quote funnel (its schema: ./quote-funnel.ts). */
export const INSURANCE_TYPE_OPTIONS = [
  { value: "home", label: "Home", description: "Homeowners, condo or landlord coverage" },
  { value: "auto", label: "Auto", description: "Cars, trucks and motorcycles" },
  { value: "life", label: "Life", description: "Term and whole life policies" },
] as const satisfies readonly [Option, ...Option[]];

export const CURRENTLY_INSURED_OPTIONS = [
  { value: "yes", label: "Yes, I have a policy now" },
  { value: "no", label: "No, I'm not insured right now" },
] as const satisfies readonly [Option, ...Option[]];

export const TIMEFRAME_OPTIONS = [
  { value: "immediate", label: "Immediately" },
  { value: "1month", label: "Within 1 month" },
  { value: "3months", label: "Within 3 months" },
  { value: "6months", label: "Within 6 months" },
] as const satisfies readonly [Option, ...Option[]];

export const BUDGET_OPTIONS = [
  { value: "under100", label: "Under $100 a month" },
  { value: "100-200", label: "$100 – $200 a month" },
  { value: "200-400", label: "$200 – $400 a month" },
  { value: "400+", label: "$400+ a month" },
] as const satisfies readonly [Option, ...Option[]];

export const QUOTE_FUNNEL_MESSAGES = {
  firstName: "First name required",
  lastName: "Last name required",
  email: "Valid email required",
  phone: "Valid phone number required",
  address: "Please enter your address",
  city: "Please enter your city",
  zipCode: "Please enter your ZIP code",
  insuranceType: "Please select insurance type",
  currentlyInsured: "Please tell us whether you are insured now",
  timeframe: "Please select when you need coverage",
  budget: "Please select a monthly budget",
} as const;

/** The funnel's fields: the keys of its messages, which are the schema's keys. */
export type QuoteFunnelField = keyof typeof QUOTE_FUNNEL_MESSAGES;

/** The steps in order: their title and the fields Continue validates (and nothing else). */
export const QUOTE_FUNNEL_STEPS = [
  { title: "Personal Information", fields: ["firstName", "lastName", "email", "phone"] },
  { title: "Your Address", fields: ["address", "city", "zipCode"] },
  { title: "Insurance Details", fields: ["insuranceType", "currentlyInsured"] },
  { title: "Timeline and Budget", fields: ["timeframe", "budget"] },
] as const satisfies readonly { title: string; fields: readonly QuoteFunnelField[] }[];
