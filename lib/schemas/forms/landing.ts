import { z } from "zod";
import { UTM_DEFAULTS } from "@/lib/constants";
import type { LeadSubmissionInput } from "@/lib/schemas/lead";
import { choice, emailField, optionalText, optionValues, phoneField, requiredText, type Option } from "./fields";

/**
 * "Get Your Free Marketing Analysis" on /landing (crm-and-integrations.md §2, §5, §7): full name,
 * agency, e-mail, phone and primary insurance focus required; marketing challenges optional.
 * The spec gives no server-side wording for this form, so the messages follow the shared lead
 * schema (§5) where it has one.
 */
export const LANDING_FOCUS_OPTIONS = [
  { value: "auto", label: "Auto insurance" },
  { value: "home", label: "Home insurance" },
  { value: "life", label: "Life insurance" },
  { value: "all", label: "All of the above" },
] as const satisfies readonly [Option, ...Option[]];

export const LANDING_MESSAGES = {
  fullName: "Full name must be at least 2 characters",
  agencyName: "Please enter your agency name",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  leadType: "Please select your primary insurance focus",
} as const;

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

export type Utm = { utmSource: string; utmMedium: string; utmCampaign: string };

/** UTM values from the page address, with the spec's defaults ('direct', 'organic', 'general'). */
export function utmFromSearchParams(params: Pick<URLSearchParams, "get"> | null | undefined): Utm {
  const read = (key: string, fallback: string) => params?.get(key)?.trim().slice(0, 120) || fallback;
  return {
    utmSource: read("utm_source", UTM_DEFAULTS.utmSource),
    utmMedium: read("utm_medium", UTM_DEFAULTS.utmMedium),
    utmCampaign: read("utm_campaign", UTM_DEFAULTS.utmCampaign),
  };
}

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
