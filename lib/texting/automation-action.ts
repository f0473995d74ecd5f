import "server-only";
import { env } from "@/lib/env";
import { SMS_MAX_CHARACTERS } from "@/lib/constants";
import { renderSms } from "@/lib/automations/render-template";
import type { ActionOutcome, StepContext } from "@/lib/automations/step-actions";
import { queueText, withOptOutLine } from "@/lib/texting/queue-text";
import { agentOfFacts, textFacts, zonesOfFacts } from "@/lib/texting/text-facts";
import { nextTextingTime, waitingLabel } from "@/lib/texting/quiet-hours";
import { textConsentOf } from "@/lib/texting/text-consent";
import { missingTwilioSettings } from "@/lib/texting/twilio-client";
import { LEAD_MESSAGE_PRIORITY } from "@/lib/jobs/priorities";

/**
 * The automations' "send a text template" action (issue 33): the template, filled in for the lead
 * from the agent who has it, to the lead's mobile, only when the lead's recorded consent covers
 * automated texts or the person texted us first, and only inside the law's hours in the recipient's
 * zone: outside them the step waits for the next allowed minute ("waiting for 9:00 a.m. (recipient's
 * time, Texas law)") and the stop rule is asked again then. The first text to a number ends with
 * "Reply STOP to opt out". One text per step (the step's dedupe key), sent by the sms:send job.
 */
export async function sendTextTemplate({ tx, stepId, automation, lead, now }: StepContext, templateId: number): Promise<ActionOutcome> {
  const f = (await textFacts(tx, lead.id, templateId))!;
  if (f.templateName === null) return { status: "skipped", detail: "The text template was deleted" };
  if (!f.isActive) return { status: "skipped", detail: `The text template “${f.templateName}” is switched off` };
  const missing = missingTwilioSettings();
  if (missing.length) return { status: "skipped", detail: `Texting is not configured: set ${missing.join(", ")}` };
  if (!f.phoneE164) return { status: "skipped", detail: "The lead's phone number cannot receive texts (not a valid number)" };
  const consent = textConsentOf(f);
  const textedFirst = f.source === "sms" || f.textedFirst;
  if (!consent.ok && !textedFirst) return { status: "skipped", detail: `${consent.reason}, and the person has not texted us` };

  const { zones } = zonesOfFacts(f);
  const rule = env().TEXTING_QUIET_HOURS;
  const sendAt = nextTextingTime(now, zones, rule);
  if (sendAt.getTime() > now.getTime()) return { status: "waiting", runAt: sendAt, detail: waitingLabel(sendAt, zones, rule) };

  const agent = agentOfFacts(f);
  const template = { id: templateId, name: f.templateName };
  const person = { phoneE164: f.phoneE164 };
  const body = withOptOutLine(renderSms(f.content ?? "", lead, agent), !f.textedBefore);
  if (body.length > SMS_MAX_CHARACTERS) return { status: "skipped", detail: `The text would be longer than ${SMS_MAX_CHARACTERS.toLocaleString("en-US")} characters (Twilio's limit)` };
  const wording = consent.ok ? consent.wording : "the person texted first";
  const queued = await queueText(tx, {
    kind: "automation",
    leadId: lead.id,
    to: person.phoneE164,
    body,
    dedupeKey: `automation-step:${stepId}`,
    sendAt,
    now,
    waiting: null,
    zones,
    automationId: automation.id,
    templateId: template.id,
    priority: LEAD_MESSAGE_PRIORITY,
    metadata: { stepId, template: template.name, consent: wording },
  });
  return { status: "ran", detail: `Text “${template.name}” queued (${wording})`, communicationId: queued.id };
}
