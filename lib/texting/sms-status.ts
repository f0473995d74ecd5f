/**
 * A text's status in `communications` (type "sms"), in the order it may only move forward. Ours before
 * Twilio has it: queued (due now), scheduled (waiting for the law's hours), retrying, sending (a worker
 * is handing it over). Then Twilio's, from the REST answer and the status callbacks: accepted (Twilio
 * took it: its queued, accepted, scheduled and sending), sent, and the end states delivered,
 * undelivered, failed, canceled, then read. not_sent: never handed over (blocked, not configured).
 * Status callbacks arrive out of order and twice (messaging-billing.md §1.3): the row's status is the
 * furthest of all known, ties among end states broken towards the worse, so the order of arrival never
 * matters. Inbound texts are "received". No server-only code: the thread shows ticks from it.
 */
export const SMS_STATUS_KEY: Record<string, number> = {
  queued: 0,
  scheduled: 0,
  retrying: 10,
  sending: 20,
  accepted: 30,
  sent: 40,
  delivered: 50,
  canceled: 51,
  undelivered: 52,
  failed: 53,
  not_sent: 54,
  read: 60,
};

/** Twilio's status words (REST answer, callbacks) as ours. */
export function fromTwilioStatus(status: string): string | null {
  switch (status) {
    case "queued":
    case "accepted":
    case "scheduled":
    case "sending":
      return "accepted";
    case "sent":
    case "delivered":
    case "undelivered":
    case "failed":
    case "read":
    case "canceled":
      return status;
    default:
      return null;
  }
}

export const smsStatusKey = (s: string) => SMS_STATUS_KEY[s] ?? -1;

/** Waiting for us (nothing handed to Twilio yet). */
export const SMS_PENDING = ["queued", "scheduled", "retrying"] as const;
/** Handed to Twilio, or finished: a worker must not send it again. */
export const SMS_HANDED = ["accepted", "sent", "delivered", "undelivered", "failed", "canceled", "read", "not_sent"] as const;

export const SMS_STATUS_LABELS: Record<string, string> = {
  queued: "queued",
  scheduled: "scheduled",
  retrying: "not sent yet, retrying",
  sending: "sending",
  accepted: "sent to Twilio",
  sent: "sent",
  delivered: "delivered",
  undelivered: "not delivered",
  failed: "failed",
  canceled: "canceled",
  not_sent: "not sent",
  read: "read",
  received: "received",
};
