import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * THE stop rule of automations (issue 26), in one place: the step executor asks it before every
 * step, the lead's timeline asks it to show a waiting step that will not run. A pending step stops
 * when the lead
 *  - was deleted (merged-away leads too: they are deleted with mergedIntoId),
 *  - is marked do-not-contact, or its e-mail or phone opted out (consent_revocations),
 *  - has an address that bounced or complained,
 *  - is lost or converted (unless this run was triggered by moving it to that very status),
 *  - was returned by the marketplace buyer it was sold to (a return approved as defective: a fake, an
 *    out-of-area or a never-asked lead gets no more messages in the buyer's name, nor alerts to the buyer),
 *  - was contacted (a call, e-mail or note logged: firstContactAt) since the run's trigger,
 *  - replied by text since the run's trigger (issue 33; a run started by a reply stops at the next one).
 */
export type StopState = {
  deletedAt: Date | null;
  mergedIntoId: number | null;
  doNotContact: boolean;
  optedOut: boolean;
  suppressed: string | null;
  status: string;
  firstContactAt: Date | null;
  /** The marketplace's state of the lead (issue 31): "returned" once a buyer's return is approved. */
  marketStatus?: string | null;
  /** The person's latest text to us (issue 33). */
  repliedAt?: Date | null;
};
export type RunRef = { triggerKey: string; triggeredAt: Date };

export function stopReason(lead: StopState, run: RunRef): string | null {
  if (lead.deletedAt) return lead.mergedIntoId ? `The lead was merged into lead #${lead.mergedIntoId}` : "The lead was deleted";
  if (lead.doNotContact) return "The person asked not to be contacted";
  if (lead.optedOut) return "The person opted out";
  if (lead.suppressed) return `The address ${lead.suppressed === "complained" ? "complained (marked as spam)" : "bounced"}`;
  if ((lead.status === "lost" || lead.status === "converted") && run.triggerKey !== `status:${lead.status}`) return `The lead is ${lead.status}`;
  if (lead.marketStatus === "returned") return "The buyer returned the lead";
  if (lead.firstContactAt && lead.firstContactAt.getTime() >= run.triggeredAt.getTime()) return "An agent contacted the lead";
  if (lead.repliedAt) {
    const replied = lead.repliedAt.getTime();
    const since = run.triggeredAt.getTime();
    if (run.triggerKey.startsWith("sms_reply:") ? replied > since : replied >= since) return "The lead replied by text";
  }
  return null;
}

type Row = {
  deletedAt: Date | null;
  mergedIntoId: number | null;
  doNotContact: boolean;
  status: string;
  firstContactAt: Date | null;
  marketStatus: string | null;
  opted_out: boolean;
  suppressed: string | null;
  replied_at: Date | null;
};

/**
 * The lead's stop state, its row locked (FOR NO KEY UPDATE) when `lock`: a contact logged at the same
 * moment waits for the step, or the step sees it (lib/crm/leads/log-contact.ts locks the same row).
 */
export async function loadStopState(tx: Prisma.TransactionClient, leadId: number, lock: boolean): Promise<StopState | null> {
  const rows = await tx.$queryRawUnsafe<Row[]>(
    `SELECT l."deletedAt", l."mergedIntoId", l."doNotContact", l."status"::text AS "status", l."firstContactAt", l."marketStatus"::text AS "marketStatus",
            EXISTS (SELECT 1 FROM consent_revocations r
                    WHERE (r.email = l."emailNormalized" AND l."emailNormalized" IS NOT NULL)
                       OR (r."phoneE164" = l."phoneE164" AND l."phoneE164" IS NOT NULL)) AS opted_out,
            (SELECT s.reason FROM email_suppressions s WHERE s.email = lower(l.email)) AS suppressed,
            (SELECT max(c."createdAt") FROM communications c WHERE c."leadId" = l.id AND c."type" = 'sms' AND c."direction" = 'inbound') AS replied_at
     FROM leads l WHERE l.id = $1 ${lock ? "FOR NO KEY UPDATE OF l" : ""}`,
    leadId,
  );
  const r = rows[0];
  return r ? { deletedAt: r.deletedAt, mergedIntoId: r.mergedIntoId, doNotContact: r.doNotContact, optedOut: r.opted_out, suppressed: r.suppressed, status: r.status, firstContactAt: r.firstContactAt, marketStatus: r.marketStatus, repliedAt: r.replied_at } : null;
}
