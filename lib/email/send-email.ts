import "server-only";
import { Resend } from "resend";
import { env } from "@/lib/env";

export type OutgoingEmail = {
  to: string[];
  subject: string;
  html: string;
  text: string;
  idempotencyKey: string;
  /** The sender's display name (an automation's e-mail: the agent); the address stays EMAIL_FROM's. */
  fromName?: string | null;
  replyTo?: string | null;
  /** One-click unsubscribe (RFC 8058) for e-mails to a lead. */
  unsubscribeUrl?: string | null;
};

/** EMAIL_FROM with another display name: `Name <address>` (quotes and angle brackets dropped from the name). */
export function fromWithName(emailFrom: string, name: string | null | undefined): string {
  if (!name) return emailFrom;
  const address = /<([^>]+)>/.exec(emailFrom)?.[1] ?? emailFrom.trim();
  return `${name.replace(/[<>"\r\n]/g, "").trim()} <${address}>`;
}
export type SendOutcome =
  | { status: "sent"; providerId: string }
  | { status: "not_configured" }
  | { status: "failed"; retryable: boolean; error: string };

/** Resend errors that will not heal by retrying the same request. */
const PERMANENT = new Set([
  "validation_error",
  "missing_required_field",
  "invalid_from_address",
  "invalid_idempotent_request",
  "invalid_api_key",
  "restricted_api_key",
  "missing_api_key",
]);

/** Sends one e-mail through Resend (RESEND_BASE_URL points tests at a local fake). */
export async function sendEmail(email: OutgoingEmail): Promise<SendOutcome> {
  const e = env();
  if (!e.RESEND_API_KEY) return { status: "not_configured" };
  const resend = new Resend(e.RESEND_API_KEY, e.RESEND_BASE_URL ? { baseUrl: e.RESEND_BASE_URL } : undefined);
  const { data, error } = await resend.emails.send(
    {
      from: fromWithName(e.EMAIL_FROM, email.fromName),
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      ...(email.unsubscribeUrl ? { headers: { "List-Unsubscribe": `<${email.unsubscribeUrl}>` } } : {}),
    },
    { idempotencyKey: email.idempotencyKey },
  );
  if (error || !data) {
    const name = error?.name ?? "application_error";
    return { status: "failed", retryable: !PERMANENT.has(name), error: `${name}: ${error?.message ?? "no response"}` };
  }
  return { status: "sent", providerId: data.id };
}
