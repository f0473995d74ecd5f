import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import type { SessionUser } from "@/lib/auth/users";
import { SMS_MAX_CHARACTERS } from "@/lib/constants";
import { CrmValidationError } from "@/lib/crm/errors";
import { texasDate } from "@/lib/crm/texas-time";
import { renderSms } from "@/lib/automations/render-template";
import { queueText, withOptOutLine } from "@/lib/texting/queue-text";
import { nextTextingTime, waitingLabel } from "@/lib/texting/quiet-hours";
import { textConsentOf } from "@/lib/texting/text-consent";
import { agentOfFacts, textFacts, zonesOfFacts } from "@/lib/texting/text-facts";
import { missingTwilioSettings } from "@/lib/texting/twilio-client";

/** Before a bulk text starts: texting configured, the template there and active. */
export async function checkBulkText(templateId: number | null | undefined): Promise<void> {
  const missing = missingTwilioSettings();
  if (missing.length) throw new CrmValidationError({ smsTemplateId: [`Texting is not configured: an admin sets ${missing.join(", ")} (see Setup).`] });
  const t = templateId ? await db().smsTemplate.findUnique({ where: { id: templateId }, select: { isActive: true } }) : null;
  if (!t?.isActive) throw new CrmValidationError({ smsTemplateId: ["Please choose an active text template"] });
}

/**
 * A text template to many leads at once (the Leads table's bulk action; issue 33), each as an
 * automated text: only to leads whose consent covers automated texts or who texted first, never to
 * one who opted out or is do-not-contact, each at once or, outside the law's hours in that person's
 * zone, at their next allowed minute (queued "scheduled"). One per lead, template and Texas day (a
 * repeated or resumed bulk action adds nothing). The rows are locked by the caller. Returns the leads
 * queued.
 */
export async function queueBulkTexts(tx: Prisma.TransactionClient, actor: SessionUser, templateId: number, leadIds: number[], now: Date): Promise<number[]> {
  const rule = env().TEXTING_QUIET_HOURS;
  const queued: number[] = [];
  for (const leadId of leadIds) {
    const f = await textFacts(tx, leadId, templateId);
    if (!f || !f.isActive || f.deletedAt || f.doNotContact || f.optedOut || !f.phoneE164) continue;
    const consent = textConsentOf(f);
    if (!consent.ok && !(f.source === "sms" || f.textedFirst)) continue;
    const { zones } = zonesOfFacts(f);
    const sendAt = nextTextingTime(now, zones, rule);
    const body = withOptOutLine(renderSms(f.content ?? "", f, agentOfFacts(f)), !f.textedBefore);
    if (body.length > SMS_MAX_CHARACTERS) continue;
    const q = await queueText(tx, {
      kind: "bulk",
      leadId,
      to: f.phoneE164,
      body,
      dedupeKey: `bulk-text:${templateId}:${leadId}:${texasDate(now)}`,
      sendAt,
      now,
      waiting: sendAt.getTime() > now.getTime() ? waitingLabel(sendAt, zones, rule) : null,
      zones,
      templateId,
      metadata: { agentId: actor.id, agentName: actor.username, template: f.templateName, consent: consent.ok ? consent.wording : "the person texted first" },
    });
    if (q.inserted) queued.push(leadId);
  }
  return queued;
}
