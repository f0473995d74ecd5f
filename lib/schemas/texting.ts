import { z } from "zod";
import { recordId } from "@/lib/schemas/record-id";
import { SMS_MAX_CHARACTERS } from "@/lib/constants";

/**
 * Texting's forms (issue 33), shared by the browser and the server actions: an agent's text from the
 * lead page, and a user's own mobile on /account (the setup checklist's texting Test goes there).
 * Text templates use smsTemplateSchema (lib/schemas/email-template.ts: merge fields checked alike).
 */
export const MANUAL_TEXT_TOO_LONG = `Texts are limited to ${SMS_MAX_CHARACTERS.toLocaleString("en-US")} characters (10 segments, Twilio's maximum)`;

const yes = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

export const manualTextSchema = z.object({
  leadId: recordId(),
  body: z.string().trim().min(1, "Write the text first").max(SMS_MAX_CHARACTERS, MANUAL_TEXT_TOO_LONG),
  templateId: z.preprocess((v) => (v === "" || v == null ? null : v), recordId().nullable()).default(null),
  /** A random token per form: the same text sent twice (a double click, a retry) is queued once. */
  token: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Reload the page and try again"),
  /** Outside the law's hours: the agent saw when it will go and confirmed. */
  confirmLater: yes.default(false),
});
export type ManualText = z.output<typeof manualTextSchema>;

export const mobileSchema = z.object({
  /** Empty removes it. */
  mobile: z
    .string()
    .trim()
    .max(32, "Please enter a valid mobile number")
    .refine((v) => v === "" || v.replace(/\D/g, "").length >= 10, "Please enter a valid mobile number"),
});
