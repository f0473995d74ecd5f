import { z } from "zod";
import type { LeadSubmissionInput } from "@/lib/schemas/lead";
import { choice, emailField, optionalText, optionValues, phoneField, requiredText } from "./fields";
import { LANDING_FOCUS_OPTIONS, LANDING_MESSAGES, type Utm } from "./landing-options";

export * from "./landing-options";

/**
 * "Get Your Free Marketing Analysis" on /landing (crm-and-integrations.md §2, §5, §7): full name,
 * agency, e-mail, phone and primary insurance focus required; marketing challenges optional.
 * The spec gives no server-side wording for this form, so the messages follow the shared lead
 * schema (§5) where it has one.
 */
export const landingFormSchema = z.object({
  fullName: requiredText(2, 120, LANDING_MESSAGES.fullName),
  agencyName: requiredText(2, 160, LANDING_MESSAGES.agencyName),
  email: emailField(LANDING_MESSAGES.email),
  phone: phoneField(LANDING_MESSAGES.phone),
  leadType: choice(optionValues(LANDING_FOCUS_OPTIONS), LANDING_MESSAGES.leadType),
  message: optionalText(2000),
});
export type LandingFormValues = z.input<typeof landingFormSchema>;
export type LandingFormData = z.output<typeof landingFormSchema>;

/** The POST /api/leads body of the landing page (spec §7), without the consent/timing/honeypot fields. */
export function landingToLead(values: LandingFormData, utm: Utm, now: Date): LeadSubmissionInput {
  return {
    fullName: values.fullName,
    agencyName: values.agencyName,
    email: values.email,
    phone: values.phone,
    leadType: values.leadType,
    message: values.message ?? null,
    source: "landing",
    ...utm,
    timestamp: now.toISOString(),
  };
}
