import { z } from "zod";
import { idField } from "@/lib/schemas/crm-fields";

/**
 * "Merge two leads": the survivor keeps its id, and for each field the user chooses which lead's value
 * it keeps (`survivor` by default, or `merged`). Fields sent as `field_<name>`.
 */
export const MERGE_FIELDS = [
  "fullName",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "agencyName",
  "leadType",
  "maritalStatus",
  "spouseName",
  "currentInsuranceCarrier",
  "hasHomeInsurance",
  "hasContinuousCoverage",
  "hasMultipleClaims",
  "roofAge",
  "homePurchaseDate",
  "notes",
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  fullName: "Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  city: "City",
  state: "State",
  zipCode: "ZIP code",
  agencyName: "Agency",
  leadType: "Lead type",
  maritalStatus: "Marital status",
  spouseName: "Spouse",
  currentInsuranceCarrier: "Current carrier",
  hasHomeInsurance: "Home insurance",
  hasContinuousCoverage: "Continuous coverage",
  hasMultipleClaims: "Multiple claims",
  roofAge: "Roof age",
  homePurchaseDate: "Home purchase date",
  notes: "Notes",
};

const side = z.enum(["survivor", "merged"]).catch("survivor");

export const mergeFormSchema = z
  .object({
    survivorId: idField("Unknown lead"),
    mergedId: idField("Please choose the lead to merge into this one"),
    ...Object.fromEntries(MERGE_FIELDS.map((f) => [`field_${f}`, side.optional()])),
  })
  .transform((v) => {
    const record = v as Record<string, unknown>;
    return {
      survivorId: v.survivorId,
      mergedId: v.mergedId,
      fields: Object.fromEntries(MERGE_FIELDS.map((f) => [f, (record[`field_${f}`] as "survivor" | "merged" | undefined) ?? "survivor"])) as Record<MergeField, "survivor" | "merged">,
    };
  })
  .refine((v) => v.survivorId !== v.mergedId, { path: ["mergedId"], message: "Choose two different leads" });
export type MergeInput = z.infer<typeof mergeFormSchema>;
