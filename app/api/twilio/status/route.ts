import { env } from "@/lib/env";
import { guardErrors } from "@/lib/http/guard-errors";
import { errorResponse, json, validationError } from "@/lib/http/responses";
import { withWebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { recordStatusCallback, statusCallbackSchema } from "@/lib/texting/status-events";
import { readTwilioRequest } from "@/lib/texting/webhook-request";

/**
 * POST /api/twilio/status: Twilio's status callback for a text we sent (issue 33): queued, sent,
 * delivered, undelivered, failed (with ErrorCode), signed like the inbound webhook. Each (MessageSid,
 * MessageStatus) is recorded once; the text's status never moves backwards whatever the order. 401
 * bad or missing signature, 503 without TWILIO_AUTH_TOKEN, 415 not a form, 400 a signed body that is
 * not a status callback, 200 recorded, repeated or ignored.
 */
export const POST = guardErrors("POST /api/twilio/status", withWebhookReceipt("twilio-status", async (req: Request) => {
  const read = await readTwilioRequest(req, "/api/twilio/status");
  if (!read.ok) return read.response;
  const parsed = statusCallbackSchema.safeParse(read.params);
  if (!parsed.success) return validationError(parsed.error);
  const account = env().TWILIO_ACCOUNT_SID;
  if (account && parsed.data.AccountSid !== account) return errorResponse(400, "This callback is for another Twilio account");
  return json({ success: true, ...(await recordStatusCallback(parsed.data)) });
}));
