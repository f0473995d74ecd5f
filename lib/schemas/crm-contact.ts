import { z } from "zod";
import { idField, optionalEmail, optionalPhone, optionalText } from "@/lib/schemas/crm-fields";

/**
 * A contact of an account (the spec's crm_contacts, §5 "CRM contact": first and last names at least 2
 * characters; e-mail and phone optional but validated). One contact per account is the primary one.
 * The one schema of a contact: the account page's contact form and its server actions
 * (lib/crm/contacts/actions.ts), and each row of an accounts import (lib/imports/account-row.ts).
 */
const checkbox = z
  .union([z.boolean(), z.enum(["on", "true", "1", "false", "0", ""])])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true" || v === "1");

export const contactFields = {
  firstName: z.string({ error: "First name must be at least 2 characters" }).trim().min(2, "First name must be at least 2 characters").max(80, "Must be at most 80 characters"),
  lastName: z.string({ error: "Last name must be at least 2 characters" }).trim().min(2, "Last name must be at least 2 characters").max(80, "Must be at most 80 characters"),
  title: optionalText(120),
  email: optionalEmail,
  phone: optionalPhone,
  mobile: optionalPhone,
  department: optionalText(80),
  isPrimary: checkbox,
};

export const crmContactSchema = z.object(contactFields);
export type CrmContactValues = z.output<typeof crmContactSchema>;

export const contactCreateSchema = z.object({ accountId: idField("That record does not exist or is not yours."), ...contactFields });
export const contactUpdateSchema = z.object({ contactId: idField("That record does not exist or is not yours."), ...contactFields });
export const contactRefSchema = z.object({ contactId: idField("That record does not exist or is not yours.") });
export type ContactCreate = z.infer<typeof contactCreateSchema>;
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;
