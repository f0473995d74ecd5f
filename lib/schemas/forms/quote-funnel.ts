import { z } from "zod";
import type { LeadSubmissionInput } from "@/lib/schemas/lead";
import { choice, emailField, optionValues, phoneField, requiredText, zipField } from "./fields";
import { BUDGET_OPTIONS, CURRENTLY_INSURED_OPTIONS, INSURANCE_TYPE_OPTIONS, QUOTE_FUNNEL_MESSAGES, TIMEFRAME_OPTIONS } from "./quote-funnel-options";

export * from "./quote-funnel-options";

/**
 * The consumer quote funnel "Save Up to 40% on Texas Insurance" (public-site.md §2, §4, §5): four
 * steps, each validated on Continue with only its own fields. Messages are the spec's first
 * variant; the spec gives none for the last three choices, so those are ours.
 */
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
