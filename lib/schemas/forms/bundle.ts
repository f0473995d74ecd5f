import { z } from "zod";
import type { LeadSubmissionInput } from "@/lib/schemas/lead";
import type { LeadTypeValue } from "@/lib/constants";
import { choice, emailField, optionalText, optionLabel, optionValues, phoneField, requiredText, zipField } from "./fields";
import { BUNDLE_INTEREST_OPTIONS, BUNDLE_MESSAGES, HOME_OWNERSHIP_OPTIONS, VEHICLE_COUNT_OPTIONS } from "./bundle-options";

export * from "./bundle-options";

/**
 * The homeowners + auto bundle form on /texas-insurance (public-site.md §2, §5, §7). Spec messages
 * where it gives them ('First name is required'); the others follow the shared lead schema.
 */
const m = BUNDLE_MESSAGES;
export const bundleFormSchema = z.object({
  firstName: requiredText(2, 60, m.firstName),
  lastName: requiredText(2, 60, m.lastName),
  email: emailField(m.email),
  phone: phoneField(m.phone),
  zipCode: zipField(m.zipCode),
  homeOwnership: choice(optionValues(HOME_OWNERSHIP_OPTIONS), m.homeOwnership),
  vehicleCount: choice(optionValues(VEHICLE_COUNT_OPTIONS), m.vehicleCount),
  currentInsurer: optionalText(120),
  bundleInterest: choice(optionValues(BUNDLE_INTEREST_OPTIONS), m.bundleInterest),
});
export type BundleFormValues = z.input<typeof bundleFormSchema>;
export type BundleFormData = z.output<typeof bundleFormSchema>;

/**
 * Lead type for the CRM: a single line when that is all they want; "all" (several lines) for the
 * bundle and for the undecided, whom an agent quotes on both: home and auto, the lines sent with it
 * (a buyer of auto and home may have the lead; life is not asked for).
 */
const LEAD_TYPE_BY_INTEREST: Record<BundleFormData["bundleInterest"], LeadTypeValue> = {
  home_auto: "all",
  home_only: "home",
  auto_only: "auto",
  not_sure: "all",
};

/** The POST /api/leads body (without consent/timing/honeypot fields); the answers go into notes. */
export function bundleToLead(values: BundleFormData): LeadSubmissionInput {
  const notes = [
    `Bundle interest: ${optionLabel(BUNDLE_INTEREST_OPTIONS, values.bundleInterest)}`,
    `Home: ${optionLabel(HOME_OWNERSHIP_OPTIONS, values.homeOwnership)}`,
    `Vehicles: ${optionLabel(VEHICLE_COUNT_OPTIONS, values.vehicleCount)}`,
    `Current insurer: ${values.currentInsurer ?? "Not given"}`,
  ].join("\n");
  return {
    fullName: `${values.firstName} ${values.lastName}`,
    email: values.email,
    phone: values.phone,
    zipCode: values.zipCode,
    leadType: LEAD_TYPE_BY_INTEREST[values.bundleInterest],
    ...(LEAD_TYPE_BY_INTEREST[values.bundleInterest] === "all" ? { lines: ["auto", "home"] } : {}),
    currentInsuranceCarrier: values.currentInsurer ?? null,
    source: "texas-insurance",
    notes,
  };
}
