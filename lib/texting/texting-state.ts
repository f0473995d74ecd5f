import "server-only";
import { db } from "@/lib/db";
import { formatDateTime } from "@/lib/crm/format";
import { missingTwilioSettings } from "@/lib/texting/twilio-client";

/** Whether the lead page's Send button works, and if not, the reason it says beside it. */
export type TextingState = { canSend: true; reason: null } | { canSend: false; reason: string; optedOut: boolean };

/**
 * Why texts to this lead are refused right now (issue 33), or that they are not: texting not
 * configured, the lead deleted or do-not-contact, no textable number, or the number opted out (STOP,
 * the opt-out page, an erasure). The same checks the worker makes before sending (lib/texting/delivery-guard.ts).
 */
export async function textingState(lead: { id: number; fullName: string; phoneE164: string | null; emailNormalized: string | null; doNotContact: boolean; deletedAt: Date | null }): Promise<TextingState> {
  const missing = missingTwilioSettings();
  if (missing.length) return { canSend: false, optedOut: false, reason: `Texting is not configured: an admin sets ${missing.join(", ")} (see Setup).` };
  if (lead.deletedAt) return { canSend: false, optedOut: false, reason: "This lead was deleted." };
  const first = lead.fullName.trim().split(/\s+/)[0] || lead.fullName;
  const revocation = await db().consentRevocation.findFirst({
    where: { OR: [...(lead.phoneE164 ? [{ phoneE164: lead.phoneE164 }] : []), ...(lead.emailNormalized ? [{ email: lead.emailNormalized }] : [])] },
    orderBy: { createdAt: "desc" },
    select: { channel: true, createdAt: true },
  });
  if (revocation?.channel === "sms") {
    return { canSend: false, optedOut: true, reason: `${first} replied STOP on ${formatDateTime(revocation.createdAt.toISOString())}: no more texts may be sent to this number. Only ${first} can undo it, by texting START.` };
  }
  if (revocation) return { canSend: false, optedOut: true, reason: `${first} opted out on ${formatDateTime(revocation.createdAt.toISOString())}: no texts, calls or e-mails.` };
  if (lead.doNotContact) return { canSend: false, optedOut: false, reason: `${first} asked not to be contacted.` };
  if (!lead.phoneE164) return { canSend: false, optedOut: false, reason: "This lead's phone number cannot receive texts (it is not a valid number)." };
  return { canSend: true, reason: null };
}
