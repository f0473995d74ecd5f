import { env } from "@/lib/env";
import { guardErrors } from "@/lib/http/guard-errors";
import { errorResponse, validationError } from "@/lib/http/responses";
import { withWebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { inboundSchema, receiveText } from "@/lib/texting/inbound";
import { readTwilioRequest, twiml } from "@/lib/texting/webhook-request";

/**
 * POST /api/twilio/inbound: a text to our Twilio number (issue 33), signed by Twilio
 * (X-Twilio-Signature, checked against SITE_URL + this path). Stored once by its MessageSid, matched
 * to the lead by number; STOP and its variants are recorded as an opt-out before this answers. The
 * answer is TwiML: the keyword's one confirmation, or nothing. 401 bad or missing signature, 503
 * without TWILIO_AUTH_TOKEN, 415 not a form, 400 a signed body that is not a Twilio message (or a
 * number not in E.164), 200 otherwise (a repeated delivery too: it changes nothing).
 */
export const POST = guardErrors("POST /api/twilio/inbound", withWebhookReceipt("twilio-inbound", async (req: Request) => {
  const read = await readTwilioRequest(req, "/api/twilio/inbound");
  if (!read.ok) return read.response;
  const parsed = inboundSchema.safeParse(read.params);
  if (!parsed.success) return validationError(parsed.error);
  const account = env().TWILIO_ACCOUNT_SID;
  if (account && parsed.data.AccountSid !== account) return errorResponse(400, "This message is for another Twilio account");
  const outcome = await receiveText(parsed.data);
  return twiml(outcome.reply);
}));
