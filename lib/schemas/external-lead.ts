import { z } from "zod";
import { LEAD_TYPES } from "@/lib/constants";

/**
 * External lead intake (POST /api/v1/leads) for vendors and partners: strict (unknown keys are
 * rejected), per crm-and-integrations.md §5. The spec leaves the claims field's name garbled
 * ("{hash}"); we name it `hasMoreThan2Claims` and document it in docs/lead-pipeline.md.
 */
const booleanWord = (fallback: boolean) =>
  z
    .union([z.boolean(), z.number(), z.string()])
    .optional()
    .nullable()
    .transform((v) => {
      if (typeof v === "boolean") return v;
      const word = String(v ?? "").trim().toLowerCase();
      if (["true", "yes", "1"].includes(word)) return true;
      if (["false", "no", "0"].includes(word)) return false;
      return fallback;
    });

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const externalLeadSchema = z.strictObject({
  fullName: required("Full name is required", 120),
  email: required("Email is required", 254).pipe(z.email("Please enter a valid email address")),
  phoneNumber: required("Phone number is required", 32),
  address: required("Address is required", 300),
  hasInsurance: booleanWord(true),
  hasContinuousCoverage6Months: booleanWord(true),
  hasMoreThan2Claims: booleanWord(false),
  maritalStatus: z
    .string()
    .max(40)
    .optional()
    .nullable()
    .transform((v) => (/married/i.test(v ?? "") ? ("married" as const) : ("single" as const))),
  roofAge: z.coerce
    .number({ error: "Roof age must be a number from 0 to 100" })
    .int("Roof age must be a number from 0 to 100")
    .min(0, "Roof age must be a number from 0 to 100")
    .max(100, "Roof age must be a number from 0 to 100")
    .optional()
    .nullable(),
  spouseName: z.string().trim().max(120).optional().nullable(),
  purchaseDate: z.string().trim().max(40).optional().nullable(),
  leadType: z.enum(LEAD_TYPES).optional(),
  campaign: z.string().trim().max(120).optional().nullable(),
  /** The vendor's own id for the lead, kept for reconciliation. */
  externalId: z.string().trim().max(120).optional().nullable(),
  /** Consent the vendor collected: the exact text shown, and where (TCPA evidence). */
  consentText: z.string().trim().max(4000).optional().nullable(),
  consentPageUrl: z.string().trim().max(2000).optional().nullable(),
  consentTimestamp: z.iso
    .datetime({ offset: true })
    // When the consumer agreed: in the past (a minute's clock skew allowed), and not before 2000.
    .refine((v) => {
      const t = Date.parse(v);
      return t >= Date.UTC(2000, 0, 1) && t <= Date.now() + 60_000;
    }, "consentTimestamp must be the time the consumer agreed: not in the future, not before 2000")
    .optional()
    .nullable(),
});
export type ExternalLead = z.infer<typeof externalLeadSchema>;
