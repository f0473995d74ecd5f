import { z } from "zod";
import { ACCOUNT_STATUSES, ACCOUNT_TYPES } from "@/lib/constants";
import { idField, optionalEmail, optionalId, optionalMoney, optionalPhone, optionalText, tagList } from "@/lib/schemas/crm-fields";

/**
 * The account form (Add Account and Edit Account, their server actions) and POST /api/crm/accounts.
 * Spec §5, stricter reading: name at least 2 characters; type required; e-mail and phone optional
 * but validated; revenue optional text; assignedTo optional (admins only pick another owner).
 */
export const accountFields = {
  name: z.string({ error: "Account name must be at least 2 characters" }).trim().min(2, "Account name must be at least 2 characters").max(160, "Must be at most 160 characters"),
  type: z.enum(ACCOUNT_TYPES, { error: "Please select an account type" }),
  status: z.enum(ACCOUNT_STATUSES, { error: "Please select a status" }).default("active"),
  industry: optionalText(80),
  website: optionalText(200),
  email: optionalEmail,
  phone: optionalPhone,
  address: optionalText(200),
  city: optionalText(80),
  state: optionalText(40),
  zipCode: optionalText(10),
  revenue: optionalMoney("Revenue must be a dollar amount"),
  notes: optionalText(2000),
  assignedTo: optionalId,
};

export const accountSchema = z.object({ ...accountFields, tags: tagList.optional() });
export type AccountInput = z.input<typeof accountSchema>;
export type AccountValues = z.output<typeof accountSchema>;

/** The Edit Account form: the account's id and every field of the form (tags too: none left means none). */
export const accountEditSchema = accountSchema.extend({ accountId: idField("That record does not exist or is not yours.") });

/** The form's optional fields: left empty in the edit form, they are cleared. */
export const CLEARABLE_ACCOUNT_FIELDS = ["industry", "website", "email", "phone", "revenue", "notes"] as const;
type Clearable = (typeof CLEARABLE_ACCOUNT_FIELDS)[number];

/** An edit: any subset of the fields; null clears an optional one. */
export type AccountUpdate = Partial<Omit<AccountValues, Clearable>> & { [K in Clearable]?: string | null };
