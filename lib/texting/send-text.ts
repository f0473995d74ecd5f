import "server-only";
import { twilioClient, twilioSettings, twilioWebhookUrl } from "@/lib/texting/twilio-client";

export type TextOutcome =
  | { status: "sent"; sid: string; twilioStatus: string; segments: number | null }
  | { status: "not_configured" }
  | { status: "failed"; retryable: boolean; code: number | null; error: string };

/** Twilio error codes that will not heal by retrying the same request (21610: the number replied STOP to our sender). */
const PERMANENT_CODES = new Set([21211, 21408, 21610, 21612, 21614, 21617, 21602, 21603, 21606, 21611, 30003, 30004, 30005, 30006, 30007]);
export const UNSUBSCRIBED_CODE = 21610;

/**
 * Hands one text to Twilio (POST /2010-04-01/Accounts/{sid}/Messages.json through the official SDK),
 * from the Messaging Service when one is set, otherwise from the From number, with our status
 * callback URL (built from SITE_URL). Twilio has no idempotency key for sends: the worker claims the
 * row before calling this and reconciles after a crash (lib/jobs/tasks/send-sms.ts).
 */
export async function sendText(to: string, body: string, opts: { statusCallback?: boolean } = {}): Promise<TextOutcome> {
  const s = twilioSettings();
  if (!s) return { status: "not_configured" };
  try {
    const m = await (await twilioClient(s)).messages.create({
      to,
      body,
      ...(s.messagingServiceSid ? { messagingServiceSid: s.messagingServiceSid } : { from: s.fromNumber! }),
      ...(opts.statusCallback === false ? {} : { statusCallback: twilioWebhookUrl("/api/twilio/status") }),
    });
    const segments = Number(m.numSegments);
    return { status: "sent", sid: m.sid, twilioStatus: m.status, segments: Number.isFinite(segments) && segments > 0 ? segments : null };
  } catch (e) {
    const err = e as { status?: number; code?: number; message?: string };
    const code = typeof err.code === "number" ? err.code : null;
    const status = typeof err.status === "number" ? err.status : null;
    // No HTTP status: the network (refused, reset, timeout). 429 and 5xx: Twilio's side.
    const retryable = status === null || status === 429 || status >= 500 ? !(code !== null && PERMANENT_CODES.has(code)) : false;
    return { status: "failed", retryable, code, error: `${code ? `Twilio error ${code}` : status ? `HTTP ${status}` : "No answer from Twilio"}: ${err.message ?? String(e)}`.slice(0, 500) };
  }
}

/**
 * After a worker died between handing a text over and recording it: the message Twilio holds for this
 * number with this body, created since the claim (newest first, Twilio's order), and not already
 * recorded on another row. null: Twilio never got it (send it again).
 */
export async function findHandedOver(to: string, body: string, claimedAt: Date, known: (sid: string) => Promise<boolean>): Promise<{ sid: string; twilioStatus: string } | null> {
  const s = twilioSettings();
  if (!s) return null;
  const messages = await (await twilioClient(s)).messages.list({ to, limit: 50 });
  for (const m of messages) {
    if (m.body !== body || (m.dateCreated && m.dateCreated.getTime() < claimedAt.getTime() - 5 * 60_000)) continue;
    if (await known(m.sid)) continue;
    return { sid: m.sid, twilioStatus: m.status };
  }
  return null;
}
