import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { SessionUser } from "@/lib/auth/users";
import { SMS_MAX_CHARACTERS } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { applyLeadStatus, lockVisibleLead } from "@/lib/crm/leads/change-status";
import { markFirstContact } from "@/lib/crm/leads/first-contact";
import type { ManualText } from "@/lib/schemas/texting";
import { queueText, textedBefore, withOptOutLine } from "@/lib/texting/queue-text";
import { recipientZones } from "@/lib/texting/recipient-zone";
import { nextTextingTime, waitingLabel } from "@/lib/texting/quiet-hours";
import { textingState } from "@/lib/texting/texting-state";
import { clockLabel, wallClockIn } from "@/lib/texting/zoned-time";
import { CENTRAL } from "@/lib/texting/area-codes";

export type ManualTextResult =
  | { status: "queued"; id: number; sendAt: Date; waiting: string | null }
  /** Outside the law's hours: nothing queued yet; the form asks the agent to confirm, saying when it will go. */
  | { status: "confirm"; sendAt: Date; message: string };

const DAY = new Intl.DateTimeFormat("en-US", { weekday: "long" });

/** "Saturday 9:00 a.m." in the recipient's zone, with "today"/"tomorrow" when it is. */
function whenLabel(now: Date, at: Date, zone: string): string {
  const a = wallClockIn(at, zone);
  const n = wallClockIn(now, zone);
  const days = Math.round((Date.UTC(a.y, a.m - 1, a.d) - Date.UTC(n.y, n.m - 1, n.d)) / 86_400_000);
  const day = days === 0 ? "today" : days === 1 ? "tomorrow" : DAY.format(new Date(Date.UTC(a.y, a.m - 1, a.d, 12)));
  return `${day} at ${clockLabel(a.h * 60 + a.mi)}`;
}

/**
 * An agent's text from the lead page (issue 33): typed or a template, to a lead the agent may see.
 * Refused, with the reason, when the person opted out (STOP or otherwise), is do-not-contact, has no
 * textable number, or texting is not configured. Outside the law's hours in the recipient's zone it is
 * not sent now: the first answer asks to confirm and says when it will go; confirmed, it waits for that
 * minute. The first text to a number ends with "Reply STOP to opt out". One text per form token (a
 * double click sends one). It counts as a contact attempt (speed to lead), as a logged e-mail does.
 */
export async function sendManualText(actor: SessionUser, input: ManualText, now = new Date()): Promise<ManualTextResult> {
  return db().$transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, actor, input.leadId);
    if (!lead) throw new CrmNotFoundError("lead");
    const person = await tx.lead.findUniqueOrThrow({ where: { id: lead.id }, select: { phoneE164: true, emailNormalized: true, zipCode: true, zip5: true, deletedAt: true } });
    const state = await textingState({ id: lead.id, fullName: lead.fullName, doNotContact: lead.doNotContact, ...person });
    if (!state.canSend) throw new CrmValidationError({ body: [state.reason] });
    const to = person.phoneE164!;
    const body = withOptOutLine(input.body, !(await textedBefore(tx, to)));
    if (body.length > SMS_MAX_CHARACTERS) {
      throw new CrmValidationError({ body: [`Texts are limited to ${SMS_MAX_CHARACTERS.toLocaleString("en-US")} characters (10 segments, Twilio's maximum); with the opt-out line this one has ${body.length.toLocaleString("en-US")}.`] });
    }
    const { zones, source } = await recipientZones(person);
    const rule = env().TEXTING_QUIET_HOURS;
    const sendAt = nextTextingTime(now, zones, rule);
    const waits = sendAt.getTime() > now.getTime();
    if (waits && !input.confirmLater) {
      const zone = zones[0] ?? CENTRAL;
      const local = wallClockIn(now, zone);
      const first = lead.fullName.trim().split(/\s+/)[0] || lead.fullName;
      const law = rule === "texas" ? "Texas law allows texts Monday–Saturday 9:00 a.m.–9:00 p.m. and Sunday noon–9:00 p.m." : "The federal rule allows texts 8:00 a.m.–9:00 p.m.";
      if (source === "outside_texas") {
        const texas = wallClockIn(now, CENTRAL);
        return {
          status: "confirm",
          sendAt,
          message: `It is ${clockLabel(texas.h * 60 + texas.mi)} in Texas. ${first}'s ZIP code or number is from outside Texas, so the text waits until those hours hold in every US time zone. ${law} This text will go ${whenLabel(now, sendAt, CENTRAL)}, Texas time.`,
        };
      }
      return { status: "confirm", sendAt, message: `It is ${clockLabel(local.h * 60 + local.mi)} for ${first} (their time). ${law} This text will go ${whenLabel(now, sendAt, zone)}, their time.` };
    }
    const queued = await queueText(tx, {
      kind: "manual",
      leadId: lead.id,
      to,
      body,
      dedupeKey: `sms-manual:${input.token}`,
      sendAt,
      now,
      waiting: waits ? waitingLabel(sendAt, zones, rule) : null,
      zones,
      templateId: input.templateId ?? null,
      metadata: { agentId: actor.id, agentName: actor.username },
    });
    if (queued.inserted) {
      await markFirstContact(tx, lead.id, now);
      if (lead.status === "new") await applyLeadStatus(tx, actor.id, lead.id, lead, "contacted", null, "contact_logged");
      await recordAudit({ actorId: actor.id, action: "lead.text", entity: "lead", entityId: lead.id, changes: { communicationId: queued.id, scheduledFor: waits ? sendAt.toISOString() : null, templateId: input.templateId ?? null } }, tx);
    }
    return { status: "queued", id: queued.id, sendAt, waiting: waits ? waitingLabel(sendAt, zones, rule) : null };
  });
}
