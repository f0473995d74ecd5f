import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { META_CAPI } from "@/lib/constants";
import { insertFromJson } from "@/lib/sql/json-rows";
import { recordConversionEvents, type LedgerEntry } from "@/lib/integrations/meta/ledger";
import { leadCaptureEvents } from "@/lib/integrations/meta/lead-events";
import { enqueueAutomationEvents } from "@/lib/automations/events";
import type { DuplicateRef } from "@/lib/verification";
import { enqueueRouting } from "@/lib/marketplace/route-job";
import { assignmentRefusal } from "@/lib/crm/leads/assign";
import type { LeadAudience, MarketStatus } from "@/lib/generated/prisma/enums";
import { leadUpdate, newLeadRecord, verifyImported, UPDATABLE_LEAD_FIELDS, type ExistingLead, type LeadDraft, type NewLeadRecord, type RowRead } from "@/lib/imports/lead-row";
import { ownerOf, type ImportContext } from "@/lib/imports/run-context";
import { linesCreatedBy, recordBatchProgress, writeRowOutcomes, type RowOutcome } from "@/lib/imports/row-outcomes";

/**
 * One batch of a leads import: planned against the database (who exists already, who opted out), then
 * written in ONE transaction with multi-row statements: a row is wholly in or out, and a cancel or a
 * failure lands between two batches. Every row went through the lead schema and gets the verification
 * score of a web lead; the capture statement of web leads is not used (it writes one lead per call).
 */

type Match = { id: number; createdAt: Date; duplicateOfId: number | null; importLine: number | null; how: "e-mail" | "phone"; planned: PlannedCreate | null; existing: ExistingRow | null };
type ExistingRow = ExistingLead & { emailNormalized: string | null; phoneE164: string | null; importLine: number | null; lostReason: string | null; audience: LeadAudience; marketStatus: MarketStatus | null };

export type PlannedCreate = { kind: "created"; line: number; draft: LeadDraft; record: NewLeadRecord; reasons: string[] };
export type PlannedUpdate = { kind: "updated"; line: number; update: ReturnType<typeof leadUpdate>; reasons: string[]; existing: ExistingRow };
export type PlannedRow =
  | PlannedCreate
  | PlannedUpdate
  | { kind: "skipped"; line: number; recordId: number; reasons: string[] }
  | { kind: "failed"; line: number; reasons: string[] }
  | { kind: "merged"; line: number; into: PlannedCreate; reasons: string[] };

export type LeadBatchPlan = { rows: PlannedRow[] };

/**
 * Whether a batch can be planned while the batch before is still being written: when a match is
 * skipped or imported as a duplicate, the new leads of the batch before are all it needs to know (from
 * that batch's plan). An update reads the lead as stored (its notes, the cells an earlier row changed),
 * so it waits for the batch before to commit.
 */
export function canPlanAhead(ctx: Pick<ImportContext, "choice">): boolean {
  return ctx.choice !== "update";
}

const ENUM_COLUMNS = new Set(["leadType", "maritalStatus", "audience", "marketStatus"]);
const EXISTING_COLUMNS = [...UPDATABLE_LEAD_FIELDS, "notes", "sourceLeadId", "assignedTo", "emailNormalized", "phoneE164", "lostReason", "audience", "marketStatus"]
  .map((c) => (ENUM_COLUMNS.has(c) ? `l."${c}"::text AS "${c}"` : `l."${c}"`))
  .join(", ");

/**
 * A lead delivered (or returned) to a marketplace buyer is the buyer's alone: the assignment rule
 * (lib/crm/leads/assign.ts) refuses it to anyone, and an import updates nothing of it (its owner and
 * its person's details are the buyer's record). Said the same way for every such row, so the report
 * counts them as one warning.
 */
const belongsToBuyer = (lead: Pick<ExistingRow, "audience" | "marketStatus">) => assignmentRefusal(lead, null) !== null;
export const BUYERS_LEAD_NOT_UPDATED = "Matches a lead delivered exclusively to its marketplace buyer: not updated (its owner and details are the buyer's).";

/** Existing leads (not deleted) with any of these e-mails or phones, with the line of this import that created them. */
async function existingLeads(importId: number, emails: string[], phones: string[]): Promise<ExistingRow[]> {
  if (emails.length === 0 && phones.length === 0) return [];
  const rows = await db().$queryRawUnsafe<ExistingRow[]>(
    `SELECT l.id, l."createdAt", l."duplicateOfId", l.status::text AS status, ${EXISTING_COLUMNS}
     FROM leads l
     WHERE l."deletedAt" IS NULL AND (l."emailNormalized" = ANY($1::text[]) OR l."phoneE164" = ANY($2::text[]))
     ORDER BY l.id`,
    emails,
    phones,
  );
  const lines = await linesCreatedBy(importId, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, importLine: lines.get(r.id) ?? null }));
}

async function revoked(emails: string[], phones: string[]): Promise<{ emails: Set<string>; phones: Set<string> }> {
  if (emails.length === 0 && phones.length === 0) return { emails: new Set(), phones: new Set() };
  const rows = await db().$queryRawUnsafe<{ email: string | null; phoneE164: string | null }[]>(
    `SELECT email, "phoneE164" FROM consent_revocations WHERE email = ANY($1::text[]) OR "phoneE164" = ANY($2::text[])`,
    emails,
    phones,
  );
  return { emails: new Set(rows.flatMap((r) => (r.email ? [r.email] : []))), phones: new Set(rows.flatMap((r) => (r.phoneE164 ? [r.phoneE164] : []))) };
}

/** Ids for the batch's new leads, reserved so each consent record (which names its lead) is built before the write. */
export async function reserveLeadIds(n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await db().$queryRawUnsafe<{ id: number }[]>(`SELECT nextval(pg_get_serial_sequence('leads', 'id'))::int AS id FROM generate_series(1, $1::int)`, n);
  return rows.map((r) => r.id);
}

const sameAs = (m: Match) =>
  `Same ${m.how} as ${m.planned ? `line ${m.planned.line} of this file` : m.importLine ? `line ${m.importLine} of this file (lead #${m.id})` : `lead #${m.id}`}`;

/**
 * Plans a batch: each row matched (normalised e-mail, then phone) against the rows before it in this
 * batch and against existing leads, which include the leads earlier batches of this file created;
 * soft-deleted leads do not count. The admin's choice decides a match: skip the row, update the lead
 * (the row's non-empty cells over the lead's), or import the row as a duplicate linked to the first lead
 * (its score capped as at capture). `ids` reserves ids for new leads (the preview passes placeholders).
 *
 * `pending`: the plan of the batch before, still being written (skip and duplicate only: see
 * `canPlanAhead`). Its new leads are not in the database yet, so they count as existing leads from its
 * plan, after those the database has (older, lower ids), exactly as they would once it had committed.
 */
export async function planLeadBatch(reads: RowRead<LeadDraft>[], ctx: ImportContext, ids: (n: number) => Promise<number[]>, pending: LeadBatchPlan | null = null): Promise<LeadBatchPlan> {
  const drafts = reads.flatMap((r) => (r.ok ? [r.draft] : []));
  const emails = [...new Set(drafts.flatMap((d) => (d.emailNormalized ? [d.emailNormalized] : [])))];
  const phones = [...new Set(drafts.flatMap((d) => (d.phoneE164 ? [d.phoneE164] : [])))];
  const [existing, optedOut, reserved] = await Promise.all([existingLeads(ctx.importId, emails, phones), revoked(emails, phones), ids(drafts.length)]);
  const byEmail = new Map<string, ExistingRow>();
  const byPhone = new Map<string, ExistingRow>();
  for (const e of existing) {
    if (e.emailNormalized && !byEmail.has(e.emailNormalized)) byEmail.set(e.emailNormalized, e);
    if (e.phoneE164 && !byPhone.has(e.phoneE164)) byPhone.set(e.phoneE164, e);
  }
  const pendingByEmail = new Map<string, PlannedCreate>();
  const pendingByPhone = new Map<string, PlannedCreate>();
  for (const p of pending?.rows ?? []) {
    if (p.kind !== "created") continue;
    if (p.draft.emailNormalized && !pendingByEmail.has(p.draft.emailNormalized)) pendingByEmail.set(p.draft.emailNormalized, p);
    if (p.draft.phoneE164 && !pendingByPhone.has(p.draft.phoneE164)) pendingByPhone.set(p.draft.phoneE164, p);
  }
  const plannedByEmail = new Map<string, PlannedCreate>();
  const plannedByPhone = new Map<string, PlannedCreate>();
  const register = (p: PlannedCreate) => {
    if (p.draft.emailNormalized && !plannedByEmail.has(p.draft.emailNormalized)) plannedByEmail.set(p.draft.emailNormalized, p);
    if (p.draft.phoneE164 && !plannedByPhone.has(p.draft.phoneE164)) plannedByPhone.set(p.draft.phoneE164, p);
  };
  const matchOf = (d: LeadDraft): Match | null => {
    const viaPlan = (p: PlannedCreate | undefined, how: Match["how"]): Match | null =>
      p ? { id: p.record.lead.id, createdAt: p.record.lead.createdAt, duplicateOfId: p.record.lead.duplicateOfId, importLine: p.line, how, planned: p, existing: null } : null;
    const viaRow = (e: ExistingRow | undefined, how: Match["how"]): Match | null =>
      e ? { id: e.id, createdAt: e.createdAt, duplicateOfId: e.duplicateOfId, importLine: e.importLine, how, planned: null, existing: e } : null;
    // A lead the batch before creates: an existing lead of this file, as the database will have it.
    const viaPending = (p: PlannedCreate | undefined, how: Match["how"]): Match | null =>
      p ? { id: p.record.lead.id, createdAt: p.record.lead.createdAt, duplicateOfId: p.record.lead.duplicateOfId, importLine: p.line, how, planned: null, existing: null } : null;
    return (
      viaPlan(d.emailNormalized ? plannedByEmail.get(d.emailNormalized) : undefined, "e-mail") ??
      viaPlan(d.phoneE164 ? plannedByPhone.get(d.phoneE164) : undefined, "phone") ??
      viaRow(d.emailNormalized ? byEmail.get(d.emailNormalized) : undefined, "e-mail") ??
      viaPending(d.emailNormalized ? pendingByEmail.get(d.emailNormalized) : undefined, "e-mail") ??
      viaRow(d.phoneE164 ? byPhone.get(d.phoneE164) : undefined, "phone") ??
      viaPending(d.phoneE164 ? pendingByPhone.get(d.phoneE164) : undefined, "phone")
    );
  };
  const updates = new Map<number, PlannedUpdate>();
  let next = 0;
  const rows: PlannedRow[] = [];
  for (const read of reads) {
    if (!read.ok) {
      rows.push({ kind: "failed", line: read.line, reasons: [read.reason] });
      continue;
    }
    const d = read.draft;
    const owner = ownerOf(ctx, d.owner);
    const reasons = [...d.remarks, ...(owner.remark ? [owner.remark] : [])];
    const doNotContact = (!!d.emailNormalized && optedOut.emails.has(d.emailNormalized)) || (!!d.phoneE164 && optedOut.phones.has(d.phoneE164));
    if (doNotContact) reasons.push("This person opted out: stored as do not contact.");
    const match = matchOf(d);
    const create = (duplicateOf: DuplicateRef | null): PlannedCreate => {
      const record = newLeadRecord(d, { id: reserved[next++]!, now: ctx.now, source: ctx.source, duplicateOf, doNotContact, assignedTo: owner.assignedTo, vouchedBy: ctx.vouchedBy, forSale: ctx.forSale });
      const planned: PlannedCreate = { kind: "created", line: d.line, draft: d, record, reasons };
      register(planned);
      return planned;
    };
    if (!match) {
      rows.push(create(null));
      continue;
    }
    if (ctx.choice === "skip") {
      rows.push({ kind: "skipped", line: d.line, recordId: match.id, reasons: [`${sameAs(match)}: skipped.`] });
    } else if (ctx.choice === "duplicate") {
      const original = { id: match.duplicateOfId ?? match.id, createdAt: match.createdAt };
      rows.push(create(original));
      reasons.unshift(`${sameAs(match)}: imported as a duplicate of lead #${original.id}.`);
    } else if (match.planned) {
      // Update a lead this batch creates: the later row's cells over the earlier row's, scored again.
      const into = match.planned;
      const mergedSubmission = { ...into.draft.submission, ...Object.fromEntries(d.given.map((k) => [k, d.submission[k]])) } as LeadDraft["submission"];
      const merged: LeadDraft = {
        ...into.draft,
        result: verifyImported(mergedSubmission, null),
        submission: mergedSubmission,
        given: [...new Set([...into.draft.given, ...d.given])],
        mapped: { ...into.draft.mapped, ...d.mapped },
        status: d.status ?? into.draft.status,
        lostReason: d.status ? d.lostReason : into.draft.lostReason,
      };
      merged.emailNormalized = merged.result.normalized.email;
      merged.phoneE164 = merged.result.normalized.phoneE164;
      into.draft = merged;
      into.record = newLeadRecord(merged, {
        id: into.record.lead.id,
        now: ctx.now,
        source: ctx.source,
        duplicateOf: into.record.lead.duplicateOfId ? { id: into.record.lead.duplicateOfId, createdAt: ctx.now } : null,
        doNotContact: into.record.lead.doNotContact || doNotContact,
        assignedTo: d.owner ? owner.assignedTo : into.record.lead.assignedTo,
        vouchedBy: ctx.vouchedBy,
        forSale: ctx.forSale,
      });
      rows.push({ kind: "merged", line: d.line, into, reasons: [`${sameAs(match)}: merged into that row's lead.`, ...reasons] });
    } else {
      const current = updates.get(match.id)?.existing ?? match.existing!;
      if (belongsToBuyer(current)) {
        rows.push({ kind: "skipped", line: d.line, recordId: match.id, reasons: [BUYERS_LEAD_NOT_UPDATED] });
        continue;
      }
      // A new owner only as single and bulk assignment would give one: an agent prospect to our staff
      // only, a lead in the marketplace through the marketplace; refused, the lead keeps its owner.
      let assignedTo = d.owner ? owner.assignedTo : null;
      const refusal = assignedTo !== null && assignedTo !== current.assignedTo ? assignmentRefusal(current, ctx.ownersById.get(assignedTo)?.role ?? null) : null;
      if (refusal) assignedTo = null;
      const update = leadUpdate(current, d, { now: ctx.now, assignedTo, duplicateOf: current.duplicateOfId ? { id: current.duplicateOfId, createdAt: current.createdAt } : null });
      const after = { ...current, ...update.set } as ExistingRow;
      const said = refusal ? [`Updated, but its owner was not changed: ${refusal}.`] : [`${sameAs(match)}: updated.`];
      const planned: PlannedUpdate = { kind: "updated", line: d.line, update, existing: after, reasons: [...said, ...reasons] };
      updates.set(match.id, planned);
      rows.push(planned);
    }
  }
  return { rows };
}

/** The Meta events of the batch's new leads, when the admin ticked them: what a web capture records. */
function metaEvents(creates: PlannedCreate[], now: Date): LedgerEntry[] {
  const cutoff = now.getTime() - META_CAPI.maxEventAgeDays * 86_400_000;
  return creates.flatMap((p) => {
    const old = p.record.lead.createdAt.getTime() < cutoff;
    return leadCaptureEvents(p.record.lead, p.record.result).map((e) =>
      old ? { ...e, dropReason: `Imported with a created date more than ${META_CAPI.maxEventAgeDays} days ago: Meta rejects older events.` } : e,
    );
  });
}

export type BatchOutcome = { cancelled: true } | { cancelled: false; counts: { created: number; updated: number; skipped: number; failed: number } };

/**
 * Writes a planned batch in one transaction: the new leads (one multi-row insert) and their unqualified
 * records, the updates (one statement) with an audit entry each, one audit entry naming the batch's
 * new leads, every row's outcome, the Meta events and automation events when ticked, and the import's
 * progress. A cancel requested before the batch's transaction takes the import's row lock writes nothing.
 */
export async function writeLeadBatch(plan: LeadBatchPlan, ctx: ImportContext): Promise<BatchOutcome> {
  const creates = plan.rows.filter((r): r is PlannedCreate => r.kind === "created");
  const planned = [...new Map(plan.rows.filter((r): r is PlannedUpdate => r.kind === "updated").map((u) => [u.update.id, u])).values()];
  const lastLine = Math.max(0, ...plan.rows.map((r) => r.line));

  return db().$transaction(
    async (tx) => {
      const [state] = await tx.$queryRawUnsafe<{ cancel: boolean }[]>(`SELECT ("cancelRequestedAt" IS NOT NULL) AS cancel FROM imports WHERE id = $1 FOR UPDATE`, ctx.importId);
      if (!state || state.cancel) return { cancelled: true } as const;
      const buyers = await deliveredSincePlanned(tx, planned.map((u) => u.update.id));
      const updates = planned.filter((u) => !buyers.has(u.update.id));
      const outcomes = rowOutcomes(plan, buyers);
      const counts = { created: 0, updated: 0, skipped: 0, failed: 0 };
      for (const o of outcomes) counts[o.outcome]++;
      if (creates.length) {
        const leads = creates.map((c) => c.record.lead);
        await tx.$executeRawUnsafe(insertFromJson("leads", Object.keys(leads[0]!), "$1"), JSON.stringify(leads));
        const unqualified = creates.flatMap((c) => (c.record.unqualified ? [c.record.unqualified] : []));
        if (unqualified.length) await tx.$executeRawUnsafe(insertFromJson("unqualified_leads", Object.keys(unqualified[0]!), "$1"), JSON.stringify(unqualified));
      }
      if (updates.length) await applyUpdates(tx, updates);
      const audit = [
        ...updates.map((u) => ({ actorId: ctx.actorId, action: "lead.update", entity: "lead", entityId: String(u.update.id), changes: { ...u.update.changes, importId: ctx.importId, line: u.line } })),
        ...(creates.length
          ? [{ actorId: ctx.actorId, action: "lead.import", entity: "import", entityId: String(ctx.importId), changes: { source: ctx.source, lines: [plan.rows[0]!.line, lastLine], created: creates.map((c) => c.record.lead.id) } }]
          : []),
      ];
      if (audit.length) await tx.$executeRawUnsafe(insertFromJson("audit_log", ["actorId", "action", "entity", "entityId", "changes"], "$1"), JSON.stringify(audit));
      await writeRowOutcomes(tx, ctx.importId, outcomes);
      if (ctx.fireMetaEvents) await recordConversionEvents(tx, metaEvents(creates, ctx.now));
      if (ctx.runAutomations) await enqueueAutomationEvents(tx, creates.map((c) => ({ kind: "lead_captured" as const, leadId: c.record.lead.id, imported: true })));
      // For sale without automations: each routed by its own job (with them, the captured-lead job routes first).
      if (ctx.forSale && !ctx.runAutomations) await enqueueRouting(tx, creates.filter((c) => c.record.lead.marketStatus === "routing").map((c) => c.record.lead.id));
      await recordBatchProgress(tx, ctx.importId, outcomes.length, lastLine, counts);
      return { cancelled: false, counts } as const;
    },
    { timeout: 300_000, maxWait: 30_000 },
  );
}

/**
 * The leads planned for an update that a buyer got meanwhile (routed between the plan's read and this
 * write), read with their rows locked, so a delivery in progress finishes first: the plan's rule again,
 * at the write; they are left as the buyer has them.
 */
async function deliveredSincePlanned(tx: Prisma.TransactionClient, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.$queryRawUnsafe<{ id: number; audience: LeadAudience; marketStatus: MarketStatus | null }[]>(
    `SELECT id, audience::text AS audience, "marketStatus"::text AS "marketStatus" FROM leads WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`,
    ids,
  );
  return new Set(rows.filter(belongsToBuyer).map((r) => r.id));
}

/** Every row's outcome for the report; a planned update of a lead a buyer got meanwhile is skipped. */
function rowOutcomes(plan: LeadBatchPlan, buyers: Set<number>): RowOutcome[] {
  return plan.rows.map((r) => {
    switch (r.kind) {
      case "created":
        return { line: r.line, outcome: "created", recordId: r.record.lead.id, reason: r.reasons.join(" ") || null };
      case "merged":
        return { line: r.line, outcome: "updated", recordId: r.into.record.lead.id, reason: r.reasons.join(" ") };
      case "updated":
        if (buyers.has(r.update.id)) return { line: r.line, outcome: "skipped", recordId: r.update.id, reason: BUYERS_LEAD_NOT_UPDATED };
        return { line: r.line, outcome: "updated", recordId: r.update.id, reason: r.reasons.join(" ") };
      case "skipped":
        return { line: r.line, outcome: "skipped", recordId: r.recordId, reason: r.reasons.join(" ") };
      case "failed":
        return { line: r.line, outcome: "failed", recordId: null, reason: r.reasons.join(" ") };
    }
  });
}

async function applyUpdates(tx: Prisma.TransactionClient, updates: PlannedUpdate[]): Promise<void> {
  const rows = updates.map((u) => ({ id: u.update.id, ...u.update.set }));
  const cols = Object.keys(rows[0]!).filter((c) => c !== "id");
  const set = cols.map((c) => `"${c}" = x."${c}"`).join(", ");
  await tx.$executeRawUnsafe(`UPDATE leads l SET ${set} FROM jsonb_populate_recordset(NULL::leads, $1::jsonb) x WHERE l.id = x.id AND l."deletedAt" IS NULL`, JSON.stringify(rows));
}
