import { z } from "zod";
import { optionalEmail, optionalPhone, optionalText } from "@/lib/schemas/crm-fields";

/**
 * A contact of an account (crm_contacts), spec §5: first and last names at least 2 characters, e-mail
 * and phone optional but validated (the contact form's wording). Used by the accounts import.
 */
export const crmContactSchema = z.object({
  firstName: z.string({ error: "First name must be at least 2 characters" }).trim().min(2, "First name must be at least 2 characters").max(80, "Must be at most 80 characters"),
  lastName: z.string({ error: "Last name must be at least 2 characters" }).trim().min(2, "Last name must be at least 2 characters").max(80, "Must be at most 80 characters"),
  title: optionalText(120),
  email: optionalEmail,
  phone: optionalPhone,
  mobile: optionalPhone,
  department: optionalText(80),
  isPrimary: z.boolean().default(false),
});
export type CrmContactValues = z.output<typeof crmContactSchema>;
