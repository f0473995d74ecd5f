import { z } from "zod";
import type { LeadSubmissionInput } from "@/lib/schemas/lead";
import { choice, emailField, optionalText, optionValues, phoneField, requiredText, zipField } from "./fields";
import { QUOTE_FUNNEL_MESSAGES } from "./quote-funnel-options";
import { HOME_DETAIL_FIELDS, HOME_DETAILS_REQUIRED, RATE_INCREASE_INSURANCE_OPTIONS } from "./rate-increase-options";

export * from "./rate-increase-options";

/**
 * "Request Insurance Quotes" on the rate-increase page /fb-ad (public-site.md §2, §5): the quote
 * funnel's name, e-mail, phone and ZIP rules; when the type is home, the four property fields are
 * all required, with one message for any of them missing.
 */
export const RATE_INCREASE_MESSAGES = {
  firstName: QUOTE_FUNNEL_MESSAGES.firstName,
  lastName: QUOTE_FUNNEL_MESSAGES.lastName,
  email: QUOTE_FUNNEL_MESSAGES.email,
  phone: QUOTE_FUNNEL_MESSAGES.phone,
  zipCode: QUOTE_FUNNEL_MESSAGES.zipCode,
  insuranceType: QUOTE_FUNNEL_MESSAGES.insuranceType,
  homeDetails: HOME_DETAILS_REQUIRED,
  homeAddress: "Please enter the home's full street address",
  homeValue: "Please enter the home's approximate value in dollars (e.g. 350,000)",
  squareFootage: "Please enter the living area in square feet (e.g. 2,100)",
  roofYear: "Please enter the year the roof was installed or replaced (e.g. 2015)",
} as const;

/** Oldest roof year accepted: the server takes roof ages from 0 to 100. */
export const MAX_ROOF_AGE = 100;

/** "$350,000" → 350000; null when it is not a whole number. */
export function parseWholeNumber(text: string | undefined): number | null {
  const cleaned = (text ?? "").replace(/[$,\s]/g, "");
  return /^\d{1,12}$/.test(cleaned) ? Number(cleaned) : null;
}

const m = RATE_INCREASE_MESSAGES;
export const rateIncreaseSchema = z
  .object({
    firstName: requiredText(2, 60, m.firstName),
    lastName: requiredText(2, 60, m.lastName),
    email: emailField(m.email),
    phone: phoneField(m.phone),
    zipCode: zipField(m.zipCode),
    insuranceType: choice(optionValues(RATE_INCREASE_INSURANCE_OPTIONS), m.insuranceType),
    homeAddress: optionalText(200),
    homeValue: optionalText(40),
    squareFootage: optionalText(20),
    roofYear: optionalText(4),
  })
  .superRefine((v, ctx) => {
    if (v.insuranceType !== "home") return;
    const missing = HOME_DETAIL_FIELDS.filter((f) => !v[f]);
    // One message for the group; every missing field is marked so focus goes to the first of them.
    for (const field of missing) ctx.addIssue({ code: "custom", message: HOME_DETAILS_REQUIRED, path: [field] });
    if (v.homeAddress && v.homeAddress.length < 5) ctx.addIssue({ code: "custom", message: m.homeAddress, path: ["homeAddress"] });
    const value = parseWholeNumber(v.homeValue);
    if (v.homeValue && (value === null || value < 10_000 || value > 100_000_000)) {
      ctx.addIssue({ code: "custom", message: m.homeValue, path: ["homeValue"] });
    }
    const area = parseWholeNumber(v.squareFootage);
    if (v.squareFootage && (area === null || area < 100 || area > 100_000)) {
      ctx.addIssue({ code: "custom", message: m.squareFootage, path: ["squareFootage"] });
    }
    const year = parseWholeNumber(v.roofYear);
    const thisYear = new Date().getFullYear();
    if (v.roofYear && (year === null || year > thisYear || year < thisYear - MAX_ROOF_AGE)) {
      ctx.addIssue({ code: "custom", message: m.roofYear, path: ["roofYear"] });
    }
  });
export type RateIncreaseValues = z.input<typeof rateIncreaseSchema>;
export type RateIncreaseData = z.output<typeof rateIncreaseSchema>;

/** The POST /api/leads body (without consent/timing/honeypot fields); property details only for home. */
export function rateIncreaseToLead(values: RateIncreaseData, now: Date): LeadSubmissionInput {
  const base: LeadSubmissionInput = {
    fullName: `${values.firstName} ${values.lastName}`,
    email: values.email,
    phone: values.phone,
    zipCode: values.zipCode,
    leadType: values.insuranceType,
    source: "fb-ad",
  };
  if (values.insuranceType !== "home") return base;
  const roofYear = parseWholeNumber(values.roofYear);
  const area = parseWholeNumber(values.squareFootage);
  const homeValue = parseWholeNumber(values.homeValue);
  return {
    ...base,
    address: values.homeAddress ?? null,
    homeValue: homeValue === null ? (values.homeValue ?? null) : String(homeValue),
    roofAge: roofYear === null ? null : Math.min(MAX_ROOF_AGE, Math.max(0, now.getFullYear() - roofYear)),
    notes: `Square footage: ${area === null ? values.squareFootage : area.toLocaleString("en-US")}`,
  };
}
