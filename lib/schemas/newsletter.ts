import { z } from "zod";

/** The insights hub's newsletter box: one e-mail address (spec §5: type email only). */
export const newsletterSchema = z.object({
  email: z.string().trim().pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
  /** Where the sign-up came from, e.g. "ai-insights". */
  source: z.string().trim().max(60).optional(),
});

export type NewsletterInput = z.output<typeof newsletterSchema>;
