import { z } from "zod";
import { LEAD_TYPES } from "@/lib/constants";
import { LINES } from "@/lib/marketplace/lines";

/**
 * What POST /api/leads accepts: every shape the spec's pages send (landing page, quote funnel,
 * ad landing pages, lead validation test page). Unknown keys are dropped; every kept field is
 * bounded. Messages follow the shared lead schema of crm-and-integrations.md §5.
 */
const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const yesNo = z
  .union([z.boolean(), z.enum(["yes", "no", "true", "false"])])
  .optional()
  .nullable()
  .transform((v) => (v == null ? null : v === true || v === "yes" || v === "true"));

export const leadSubmissionSchema = z.object({
  // A missing (or non-text) required field says what the form says, not zod's "expected string, received undefined".
  fullName: z.string({ error: "Full name must be at least 2 characters" }).trim().max(120, "Must be at most 120 characters").min(2, "Full name must be at least 2 characters"),
  email: z.string({ error: "Please enter a valid email address" }).trim().max(254, "Please enter a valid email address").pipe(z.email("Please enter a valid email address")),
  phone: z.string({ error: "Please enter a valid phone number" }).trim().max(32, "Must be at most 32 characters").min(10, "Please enter a valid phone number"),
  agencyName: optionalText(160),
  leadType: z.enum(LEAD_TYPES, { error: "Please select a lead type" }).default("home"),
  /** Beyond the spec: with leadType "all", the lines wanted when fewer than all three (the bundle page sends auto and home). */
  lines: z.array(z.enum(LINES, { error: "Please choose auto, home or life" })).max(3).optional(),
  address: optionalText(200),
  city: optionalText(80),
  state: optionalText(40),
  zipCode: optionalText(10),
  currentlyInsured: z.enum(["yes", "no"]).optional().nullable(),
  timeframe: optionalText(40),
  budget: optionalText(40),
  homeValue: optionalText(40),
  roofAge: z.coerce.number().int().min(0, "Roof age must be between 0 and 100").max(100, "Roof age must be between 0 and 100").optional().nullable(),
  hasHomeInsurance: yesNo,
  hasContinuousCoverage: yesNo,
  hasMultipleClaims: yesNo,
  maritalStatus: z.enum(["single", "married"], { error: "Please select your marital status" }).optional().nullable(),
  spouseName: optionalText(120),
  homePurchaseDate: optionalText(40),
  currentInsuranceCarrier: optionalText(120),
  message: optionalText(2000),
  notes: optionalText(2000),
  /**
   * Which of our pages sent the lead (FORM_LEAD_SOURCES). A value outside that fixed list is still
   * accepted, never a 400 that loses the person: the lead is stored under `website` and the value sent
   * is kept in its audit entry (lib/leads/capture-lead.ts). The chat, Lead Ads and the intake API set
   * theirs on the server.
   */
  source: optionalText(120),
  campaign: optionalText(120),
  adSet: optionalText(120),
  utmSource: optionalText(120),
  utmMedium: optionalText(120),
  utmCampaign: optionalText(120),
  /** Client time of submission (landing page); informational only. */
  timestamp: z.iso.datetime({ offset: true }).optional().nullable(),
  /** Which consent notice the page showed (see lib/leads/consent.ts); the server stores its exact text. */
  consentVersion: optionalText(40),
  /** When the visitor opened the form (ms since epoch, client clock) and submitted it. */
  formStartedAt: z.number().int().nonnegative().optional().nullable(),
  submittedAt: z.number().int().nonnegative().optional().nullable(),
  /** Honeypot: a hidden field people never fill. */
  website: z.string().max(500).optional().nullable(),
});
export type LeadSubmission = z.infer<typeof leadSubmissionSchema>;
export type LeadSubmissionInput = z.input<typeof leadSubmissionSchema>;
