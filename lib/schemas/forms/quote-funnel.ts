import { z } from "zod";
import type { LeadSubmissionInput } from "@/lib/schemas/lead";
import { choice, emailField, optionValues, phoneField, requiredText, zipField, type Option } from "./fields";

/**
 * The consumer quote funnel "Save Up to 40% on Texas Insurance" (public-site.md §2, §4, §5): four
 * steps, each validated on Continue with only its own fields. Messages are the spec's first
 * variant; the spec gives none for the last three choices, so those are ours.
 */
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

const m = QUOTE_FUNNEL_MESSAGES;
export const quoteFunnelSchema = z.object({
  firstName: requiredText(2, 60, m.firstName),
  lastName: requiredText(2, 60, m.lastName),
  email: emailField(m.email),
  phone: phoneField(m.phone),
  address: requiredText(5, 200, m.address),
  city: requiredText(2, 80, m.city),
  zipCode: zipField(m.zipCode),
  insuranceType: choice(optionValues(INSURANCE_TYPE_OPTIONS), m.insuranceType),
  currentlyInsured: choice(optionValues(CURRENTLY_INSURED_OPTIONS), m.currentlyInsured),
  timeframe: choice(optionValues(TIMEFRAME_OPTIONS), m.timeframe),
  budget: choice(optionValues(BUDGET_OPTIONS), m.budget),
});
export type QuoteFunnelValues = z.input<typeof quoteFunnelSchema>;
export type QuoteFunnelData = z.output<typeof quoteFunnelSchema>;
type QuoteField = keyof QuoteFunnelValues;

/** The steps in order: their title and the fields Continue validates (and nothing else). */
export const QUOTE_FUNNEL_STEPS = [
  { title: "Personal Information", fields: ["firstName", "lastName", "email", "phone"] },
  { title: "Your Address", fields: ["address", "city", "zipCode"] },
  { title: "Insurance Details", fields: ["insuranceType", "currentlyInsured"] },
  { title: "Timeline and Budget", fields: ["timeframe", "budget"] },
] as const satisfies readonly { title: string; fields: readonly QuoteField[] }[];

/** The POST /api/leads body (without consent/timing/honeypot fields). */
export function quoteFunnelToLead(values: QuoteFunnelData): LeadSubmissionInput {
  return {
    fullName: `${values.firstName} ${values.lastName}`,
    email: values.email,
    phone: values.phone,
    address: values.address,
    city: values.city,
    zipCode: values.zipCode,
    leadType: values.insuranceType,
    currentlyInsured: values.currentlyInsured,
    timeframe: values.timeframe,
    budget: values.budget,
    source: "quote-funnel",
  };
}
