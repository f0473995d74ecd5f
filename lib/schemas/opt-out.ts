import { z } from "zod";

/** The opt-out form: an e-mail, a phone number, or both. */
export const optOutSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.email("Please enter a valid email address").optional()),
    phone: z
      .string()
      .trim()
      .max(32)
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.string().min(10, "Please enter a valid phone number").optional()),
  })
  .refine((v) => v.email || v.phone, { message: "Enter the e-mail address or phone number to opt out", path: ["email"] });
export type OptOutInput = z.infer<typeof optOutSchema>;
