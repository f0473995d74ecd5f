import { z } from "zod";
import { CONTACT_SUBJECTS } from "@/lib/constants";

/**
 * The contact form (public-site.md §3, §5): one schema for the browser form, POST /api/contacts
 * and the tests. Messages are the spec's, verbatim; maximum lengths are ours.
 * The browser loads it lazily (components/contact/contact-form.tsx), on the first focus or submit.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, agencyName: 200, message: 5000 } as const;

const EMAIL_MESSAGE = "Please enter a valid email address";
const PHONE_MESSAGE = "Please enter a valid phone number";
const MESSAGE_MESSAGE = "Message must be at least 10 characters";

export const contactSchema = z.object({
  firstName: z
    .string({ error: "First name must be at least 2 characters" })
    .trim()
    .min(2, "First name must be at least 2 characters")
    .max(CONTACT_LIMITS.name, `First name must be at most ${CONTACT_LIMITS.name} characters`),
  lastName: z
    .string({ error: "Last name must be at least 2 characters" })
    .trim()
    .min(2, "Last name must be at least 2 characters")
    .max(CONTACT_LIMITS.name, `Last name must be at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .pipe(z.email(EMAIL_MESSAGE).max(CONTACT_LIMITS.email, EMAIL_MESSAGE)),
  phone: z.string({ error: PHONE_MESSAGE }).trim().min(10, PHONE_MESSAGE).max(CONTACT_LIMITS.phone, PHONE_MESSAGE),
  agencyName: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.agencyName, `Agency name must be at most ${CONTACT_LIMITS.agencyName} characters`)
    .optional(),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please select a subject" }),
  message: z
    .string({ error: MESSAGE_MESSAGE })
    .trim()
    .min(10, MESSAGE_MESSAGE)
    .max(CONTACT_LIMITS.message, "Message must be at most 5,000 characters"),
  /** Honeypot: a field people never see. Anything in it marks the submission as a bot's. */
  website: z.string().max(500).optional(),
  /** When the form was rendered and sent (browser clock, ms since epoch); only ever used to penalise. */
  formStartedAt: z.int().nonnegative().optional(),
  submittedAt: z.int().nonnegative().optional(),
});

/** What the form holds (before trimming). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** What the server receives after parsing. */
export type ContactInput = z.output<typeof contactSchema>;
