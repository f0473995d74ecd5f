import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { SALE_EVENTS } from "@/lib/integrations/meta/events";
import { MERGE_FIELDS, type MergeField, type MergeInput } from "@/lib/schemas/crm-merge";
import { leadScopeSql } from "@/lib/crm/scope";

type Tx = Prisma.TransactionClient;

/** Why a merged-away lead's pending event is not sent: the survivor's event already counts the person. */
export const mergedEventReason = (survivorId: number) => `Merged into lead #${survivorId}: the person is already counted by that lead's event of the same name.`;

export type MergeResult = { survivorId: number; mergedId: number; fieldsTaken: MergeField[]; moved: Record<string, number>; eventsDropped: number };

/**
 * Merges two leads of one person (both the user may see, neither deleted): the survivor keeps its
 * id, status and agent and takes each chosen field from the other lead; the other lead's timeline moves
 * to it (activities and tasks, e-mails, deals, CRM deal links, webhook deliveries, unqualified record,
 * tags, its repeats); the other lead is soft-deleted with `mergedIntoId` = the survivor. Meta events stay
 * keyed to the person: the merged lead's events move to the survivor, and those of an event name the
 * survivor already has that are still waiting to be sent are dropped (the survivor's counts the person),
 * so the person is counted once; later stage events of either id go to the survivor
 * (lib/integrations/meta/stage-events.ts), never repeating an event name already recorded for it.
 * One transaction; audited on both leads (field names and ids only).
 */
export async function mergeLeads(actor: SessionUser, input: MergeInput): Promise<MergeResult> {
  const { survivorId, mergedId } = input;
  if (survivorId === mergedId) throw new CrmValidationError({ mergedId: ["Choose two different leads"] });
  return db().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "leads" WHERE "id" IN (${survivorId}, ${mergedId}) AND "deletedAt" IS NULL
        AND ${leadScopeSql(actor)}
      ORDER BY "id" FOR UPDATE`;
    if (locked.length !== 2) throw new CrmNotFoundError("lead");
    const [survivor, merged] = await Promise.all([
      tx.lead.findUniqueOrThrow({ where: { id: survivorId } }),
      tx.lead.findUniqueOrThrow({ where: { id: mergedId } }),
    ]);
    await refuseAcrossOwners(tx, survivor, merged);
    const fieldsTaken = MERGE_FIELDS.filter((f) => input.fields[f] === "merged");
    const data: Record<string, unknown> = {};
    for (const f of fieldsTaken) {
      data[f] = merged[f];
      if (f === "email") data.emailNormalized = merged.emailNormalized;
      if (f === "phone") data.phoneE164 = merged.phoneE164;
    }
    const firstContact = [survivor.firstContactAt, merged.firstContactAt].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
    await tx.lead.update({
      where: { id: survivorId },
      data: {
        ...data,
        firstContactAt: firstContact,
        // A person who opted out on either record stays opted out.
        ...(merged.doNotContact && !survivor.doNotContact ? { doNotContact: true, doNotContactAt: merged.doNotContactAt ?? new Date() } : {}),
        ...(survivor.accountId === null && merged.accountId !== null ? { accountId: merged.accountId } : {}),
        ...(survivor.duplicateOfId === mergedId ? { duplicateOfId: merged.duplicateOfId } : {}),
      },
    });
    const moved = await moveHistory(tx, survivorId, mergedId);
    const eventsDropped = await mergeConversionEvents(tx, survivorId, mergedId);
    await tx.lead.update({ where: { id: mergedId }, data: { deletedAt: new Date(), deletedById: actor.id, mergedIntoId: survivorId, duplicateOfId: null } });
    await recordAudit({ actorId: actor.id, action: "lead.merge", entity: "lead", entityId: survivorId, changes: { mergedId, fieldsTaken, moved, eventsDropped } }, tx);
    await recordAudit({ actorId: actor.id, action: "lead.merged_into", entity: "lead", entityId: mergedId, changes: { survivorId } }, tx);
    return { survivorId, mergedId, fieldsTaken, moved, eventsDropped };
  }, { timeout: 60_000, maxWait: 10_000 });
}

/**
 * Two records of one person held apart by the marketplace stay apart: a consumer and an agent prospect
 * (the inventory and our own sales pipeline), or a lead sold to a buyer and one that is not that buyer's
 * (repeats of a person are often sold to different buyers: merging would show one buyer's calls, e-mails
 * and texts to another, and take a paid lead from its buyer).
 */
async function refuseAcrossOwners(tx: Tx, survivor: { id: number; audience: string; assignedTo: number | null }, merged: { id: number; audience: string; assignedTo: number | null }): Promise<void> {
  if (survivor.audience !== merged.audience) {
    throw new CrmValidationError({ mergedId: ["One lead is a consumer shopper and the other an agent prospect: they belong to different pipelines and cannot be merged"] });
  }
  const sold = await tx.leadDelivery.findMany({ where: { leadId: { in: [survivor.id, merged.id] } }, select: { leadId: true, buyerId: true } });
  for (const d of sold) {
    if (survivor.assignedTo !== d.buyerId || merged.assignedTo !== d.buyerId) {
      throw new CrmValidationError({ mergedId: [`Lead #${d.leadId} was sold to a buyer: it can only be merged with another lead of that buyer's`] });
    }
  }
}

/** Moves every row about the merged lead to the survivor; returns how many of each kind moved. */
async function moveHistory(tx: Tx, to: number, from: number): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  moved.activities = await tx.$executeRaw`UPDATE "activities" SET "leadId" = ${to} WHERE "leadId" = ${from}`;
  moved.opportunities = await tx.$executeRaw`UPDATE "opportunities" SET "leadId" = ${to} WHERE "leadId" = ${from}`;
  moved.communications = await tx.$executeRaw`UPDATE "communications" SET "leadId" = ${to} WHERE "leadId" = ${from}`;
  moved.dealLinks = await tx.$executeRaw`UPDATE "crm_deal_links" SET "leadId" = ${to} WHERE "leadId" = ${from}`;
  moved.webhooks = await tx.$executeRaw`UPDATE "webhook_inbox" SET "leadId" = ${to} WHERE "leadId" = ${from}`;
  moved.unqualified = await tx.$executeRaw`UPDATE "unqualified_leads" SET "leadId" = ${to} WHERE "leadId" = ${from}`;
  moved.repeats = await tx.$executeRaw`UPDATE "leads" SET "duplicateOfId" = ${to} WHERE "duplicateOfId" = ${from} AND "id" <> ${to}`;
  moved.tags = await tx.$executeRaw`
    INSERT INTO "lead_tags" ("leadId", "tagId") SELECT ${to}, "tagId" FROM "lead_tags" WHERE "leadId" = ${from} ON CONFLICT DO NOTHING`;
  await tx.$executeRaw`DELETE FROM "lead_tags" WHERE "leadId" = ${from}`;
  return moved;
}

/**
 * The merged lead's conversion events move to the survivor. Where the survivor already has an event of
 * the same name (not dropped), the merged lead's one is a second count of the same person: still waiting,
 * it is dropped with the reason; already sent, Meta has it and it stays as history. Sales keyed by a deal
 * are separate sales and are left alone.
 */
async function mergeConversionEvents(tx: Tx, to: number, from: number): Promise<number> {
  const have = await tx.conversionEvent.findMany({ where: { leadId: to, status: { not: "dropped" } }, select: { eventName: true }, distinct: ["eventName"] });
  const names = have.map((h) => h.eventName).filter((n) => !SALE_EVENTS.includes(n));
  const dropped = names.length
    ? await tx.conversionEvent.updateMany({
        where: { leadId: from, status: { in: ["pending", "failed"] }, eventName: { in: names } },
        data: { status: "dropped", lastError: mergedEventReason(to) },
      })
    : { count: 0 };
  await tx.$executeRaw`UPDATE "conversion_events" SET "leadId" = ${to} WHERE "leadId" = ${from}`;
  return dropped.count;
}
