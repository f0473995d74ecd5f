import "server-only";
import { env } from "@/lib/env";
import { SMS_MAX_CHARACTERS } from "@/lib/constants";
import { renderSms } from "@/lib/automations/render-template";
import type { ActionOutcome, StepContext } from "@/lib/automations/step-actions";
import { queueText, withOptOutLine } from "@/lib/texting/queue-text";
import { zonesOf } from "@/lib/texting/recipient-zone";
import { nextTextingTime, waitingLabel } from "@/lib/texting/quiet-hours";
import { textConsentOf } from "@/lib/texting/text-consent";
import { missingTwilioSettings } from "@/lib/texting/twilio-client";

/**
 * The automations' "send a text template" action (issue 33): the template, filled in for the lead
 * from the agent who has it, to the lead's mobile, only when the lead's recorded consent covers
 * automated texts or the person texted us first, and only inside the law's hours in the recipient's
 * zone: outside them the step waits for the next allowed minute ("waiting for 9:00 a.m. (recipient's
 * time, Texas law)") and the stop rule is asked again then. The first text to a number ends with
 * "Reply STOP to opt out". One text per step (the step's dedupe key), sent by the sms:send job.
 */
type Facts = {
  phoneE164: string | null; consentVersion: string | null; consentText: string | null; source: string | null; textedFirst: boolean; textedBefore: boolean;
  timeZone: string | null; countyFipsAll: string[] | null;
  templateName: string | null; content: string | null; isActive: boolean | null;
  username: string | null; email: string | null; phone: string | null; bookingLink: string | null;
};

/**
 * Everything the action reads, in one statement (this runs on the capture's hot path, inside the
 * automations' event transaction): the lead's number, consent and texts so far, its ZIP's zones, the
 * template, and the agent the text names.
 */
const FACTS_SQL = `
  SELECT l."phoneE164", l."consentVersion", l."consentText", l."source",
         EXISTS (SELECT 1 FROM communications c WHERE c."leadId" = l.id AND c."type" = 'sms' AND c."direction" = 'inbound') AS "textedFirst",
         EXISTS (SELECT 1 FROM communications c WHERE c."type" = 'sms' AND c."direction" = 'outbound' AND c."toAddress" = l."phoneE164" AND c."status" <> 'not_sent') AS "textedBefore",
         z."timeZone", z."countyFipsAll", t."name" AS "templateName", t."content", t."isActive",
         u."username", u."email", u."phone", u."bookingLink"
  FROM leads l
  LEFT JOIN texas_zips z ON z."zip" = coalesce(l."zip5", substring(l."zipCode" FROM '^\s*(\d{5})(?:[-\s]?\d{4})?\s*$'))
  LEFT JOIN sms_templates t ON t.id = $2::int
  LEFT JOIN users u ON u.id = l."assignedTo"
  WHERE l.id = $1::int`;

export async function sendTextTemplate({ tx, stepId, automation, lead, now }: StepContext, templateId: number): Promise<ActionOutcome> {
  const f = (await tx.$queryRawUnsafe<Facts[]>(FACTS_SQL, lead.id, templateId))[0]!;
  if (f.templateName === null) return { status: "skipped", detail: "The text template was deleted" };
  if (!f.isActive) return { status: "skipped", detail: `The text template “${f.templateName}” is switched off` };
  const missing = missingTwilioSettings();
  if (missing.length) return { status: "skipped", detail: `Texting is not configured: set ${missing.join(", ")}` };
  if (!f.phoneE164) return { status: "skipped", detail: "The lead's phone number cannot receive texts (not a valid number)" };
  const consent = textConsentOf(f);
  const textedFirst = f.source === "sms" || f.textedFirst;
  if (!consent.ok && !textedFirst) return { status: "skipped", detail: `${consent.reason}, and the person has not texted us` };

  const { zones } = zonesOf(f.timeZone ? { timeZone: f.timeZone, countyFipsAll: f.countyFipsAll ?? [] } : null, f.phoneE164);
  const rule = env().TEXTING_QUIET_HOURS;
  const sendAt = nextTextingTime(now, zones, rule);
  if (sendAt.getTime() > now.getTime()) return { status: "waiting", runAt: sendAt, detail: waitingLabel(sendAt, zones, rule) };

  const agent = f.username ? { username: f.username, email: f.email, phone: f.phone, bookingLink: f.bookingLink } : null;
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
    // Speed to lead's priority (SPEED_TO_LEAD_PRIORITY of step-actions.ts, not imported: that module imports this one).
    priority: -1,
    metadata: { stepId, template: template.name, consent: wording },
  });
  return { status: "ran", detail: `Text “${template.name}” queued (${wording})`, communicationId: queued.id };
}
