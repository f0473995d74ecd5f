import { leadSubmissionSchema, type LeadSubmission } from "@/lib/schemas/lead";
import type { ExternalLead } from "@/lib/schemas/external-lead";
import type { z } from "zod";

/** The vendor's field names, for error messages about the shared lead rules. */
const FIELD_NAMES: Record<string, string> = { phone: "phoneNumber", hasHomeInsurance: "hasInsurance", homePurchaseDate: "purchaseDate" };

/** Maps an external intake payload onto the shared lead shape (so the same rules apply). */
export function externalToSubmission(
  body: ExternalLead,
): { ok: true; data: LeadSubmission } | { ok: false; error: z.ZodError } {
  const parsed = leadSubmissionSchema.safeParse({
    fullName: body.fullName,
    email: body.email,
    phone: body.phoneNumber,
    address: body.address,
    leadType: body.leadType ?? "home",
    hasHomeInsurance: body.hasInsurance,
    hasContinuousCoverage: body.hasContinuousCoverage6Months,
    hasMultipleClaims: body.hasMoreThan2Claims,
    maritalStatus: body.maritalStatus,
    roofAge: body.roofAge ?? null,
    spouseName: body.spouseName ?? null,
    homePurchaseDate: body.purchaseDate ?? null,
    campaign: body.campaign ?? null,
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  for (const issue of parsed.error.issues) {
    const first = issue.path[0];
    if (typeof first === "string" && FIELD_NAMES[first]) issue.path[0] = FIELD_NAMES[first];
  }
  return { ok: false, error: parsed.error };
}
