import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { insertFromJson } from "@/lib/sql/json-rows";
import type { CrmContactValues } from "@/lib/schemas/crm-contact";
import type { AccountDraft, AccountValues } from "@/lib/imports/account-row";
import type { RowRead } from "@/lib/imports/lead-row";
import type { BatchOutcome } from "@/lib/imports/lead-batch";
import { ownerOf, type ImportContext } from "@/lib/imports/run-context";
import { linesCreatedBy, recordBatchProgress, writeRowOutcomes, type RowOutcome } from "@/lib/imports/row-outcomes";

/**
 * One batch of an accounts-with-contacts import. Rows with the same account name are one account with
 * several contacts (also across batches: the accounts earlier batches created are found again); an
 * account that existed before the import is skipped, updated or imported again as another account, as
 * the admin chose, and so is a contact with the same e-mail on the same account. Each account keeps one
 * primary contact: the one the file marks, else its first. Written in one transaction, like leads.
 */
const ACCOUNT_COLUMNS = ["name", "type", "status", "industry", "website", "email", "phone", "address", "city", "state", "zipCode", "revenue", "notes"] as const;
type AccountColumn = (typeof ACCOUNT_COLUMNS)[number];
type ExistingAccount = { id: number; key: string; importLine: number | null; assignedTo: number | null } & Record<AccountColumn, string | null>;
type ContactRef = { id: number; accountId: number; email: string | null; isPrimary: boolean; line: number | null };

type AccountTarget = { id: number; line: number | null; existing: ExistingAccount | null; newRow: Record<string, unknown> | null; contacts: ContactRef[] };
type ContactWrite = { insert: Record<string, unknown> | null; update: { id: number; set: Record<string, unknown> } | null; id: number; explicitPrimary: boolean };

export type PlannedAccountRow = {
  line: number;
  outcome: "created" | "updated" | "skipped" | "failed";
  accountId: number | null;
  contactId: number | null;
  reasons: string[];
  account?: { insert?: Record<string, unknown>; update?: { id: number; set: Record<string, unknown>; changes: Record<string, { from: unknown; to: unknown }> } };
  contact?: ContactWrite;
};
export type AccountBatchPlan = { rows: PlannedAccountRow[] };

async function reserve(table: "accounts" | "crm_contacts", n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await db().$queryRawUnsafe<{ id: number }[]>(`SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS id FROM generate_series(1, $1::int)`, n);
  return rows.map((r) => r.id);
}

export async function planAccountBatch(reads: RowRead<AccountDraft>[], ctx: ImportContext, opts: { preview?: boolean } = {}): Promise<AccountBatchPlan> {
  const drafts = reads.flatMap((r) => (r.ok ? [r.draft] : []));
  const keys = [...new Set(drafts.map((d) => d.accountKey))];
  const found = keys.length
    ? await db().$queryRawUnsafe<Omit<ExistingAccount, "importLine">[]>(
        `SELECT a.id, lower(regexp_replace(btrim(a.name), '\\s+', ' ', 'g')) AS key, a."assignedTo",
                ${ACCOUNT_COLUMNS.map((c) => (c === "type" || c === "status" || c === "revenue" ? `a."${c}"::text AS "${c}"` : `a."${c}"`)).join(", ")}
         FROM accounts a
         WHERE a."deletedAt" IS NULL AND lower(regexp_replace(btrim(a.name), '\\s+', ' ', 'g')) = ANY($1::text[])
         ORDER BY a.id`,
        keys,
      )
    : [];
  // The accounts this import created come first (a later row of the file adds to the one its earlier row made).
  const createdAt = await linesCreatedBy(ctx.importId, found.map((a) => a.id));
  const existing: ExistingAccount[] = found
    .map((a) => ({ ...a, importLine: createdAt.get(a.id) ?? null }))
    .sort((a, b) => Number(a.importLine === null) - Number(b.importLine === null) || a.id - b.id);
  const byKeyImported = new Map<string, ExistingAccount>();
  const byKeyOlder = new Map<string, ExistingAccount>();
  for (const a of existing) {
    const map = a.importLine !== null ? byKeyImported : byKeyOlder;
    if (!map.has(a.key)) map.set(a.key, a);
  }
  const accountIds = [...new Set(existing.map((a) => a.id))];
  const contacts = accountIds.length
    ? await db().$queryRawUnsafe<ContactRef[]>(`SELECT id, "accountId", lower(email) AS email, "isPrimary", NULL::int AS line FROM crm_contacts WHERE "accountId" = ANY($1::int[]) ORDER BY id`, accountIds)
    : [];
  const [accountIdPool, contactIdPool] = opts.preview
    ? [drafts.map((_, i) => -(i + 1)), drafts.map((_, i) => -(i + 1))]
    : await Promise.all([reserve("accounts", drafts.length), reserve("crm_contacts", drafts.length)]);
  let nextAccount = 0;
  let nextContact = 0;

  const targets = new Map<string, AccountTarget>();
  const targetOf = (a: ExistingAccount): AccountTarget => {
    const t = [...targets.values()].find((x) => x.id === a.id);
    if (t) return t;
    const made = { id: a.id, line: a.importLine, existing: a, newRow: null, contacts: contacts.filter((c) => c.accountId === a.id) };
    return made;
  };
  const rows: PlannedAccountRow[] = [];
  for (const read of reads) {
    if (!read.ok) {
      rows.push({ line: read.line, outcome: "failed", accountId: null, contactId: null, reasons: [read.reason] });
      continue;
    }
    const d = read.draft;
    const owner = ownerOf(ctx, d.owner);
    const reasons = [...d.remarks, ...(owner.remark ? [owner.remark] : [])];
    const newAccount = (): AccountTarget => {
      const id = accountIdPool[nextAccount++]!;
      const row = { id, ...Object.fromEntries(ACCOUNT_COLUMNS.map((c) => [c, d.account[c as keyof AccountValues] ?? null])), source: ctx.source, assignedTo: owner.assignedTo, createdAt: ctx.now, updatedAt: ctx.now };
      const t: AccountTarget = { id, line: d.line, existing: null, newRow: row, contacts: [] };
      targets.set(d.accountKey, t);
      return t;
    };
    const planned = targets.get(d.accountKey);
    const imported = byKeyImported.get(d.accountKey);
    const older = byKeyOlder.get(d.accountKey);
    let target: AccountTarget;
    let outcome: PlannedAccountRow["outcome"] = "created";
    let accountPart: PlannedAccountRow["account"];
    if (planned || imported) {
      // An account this file already made: the row adds its contact to it.
      target = planned ?? targetOf(imported!);
      targets.set(d.accountKey, target);
      if (!d.contact) {
        rows.push({ line: d.line, outcome: "skipped", accountId: target.id, contactId: null, reasons: [`Same account as line ${target.line} of this file, and no contact on this row.`] });
        continue;
      }
      reasons.unshift(`Contact added to the account of line ${target.line} of this file.`);
    } else if (older) {
      const label = `An account named "${d.account.name}" already exists (#${older.id})`;
      if (ctx.choice === "skip") {
        rows.push({ line: d.line, outcome: "skipped", accountId: older.id, contactId: null, reasons: [`${label}: skipped.`] });
        continue;
      }
      if (ctx.choice === "duplicate") {
        target = newAccount();
        accountPart = { insert: target.newRow! };
        reasons.unshift(`${label}: imported as another account.`);
      } else {
        target = targetOf(older);
        targets.set(d.accountKey, target);
        const set: Record<string, unknown> = {};
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const k of d.given) {
          const to = d.account[k] ?? null;
          const from = target.existing![k as AccountColumn] ?? null;
          if (String(to ?? "") !== String(from ?? "")) {
            set[k] = to;
            changes[k] = { from, to };
          }
        }
        if (d.owner && owner.assignedTo !== null && owner.assignedTo !== target.existing!.assignedTo) {
          set.assignedTo = owner.assignedTo;
          changes.assignedTo = { from: target.existing!.assignedTo, to: owner.assignedTo };
        }
        Object.assign(target.existing!, set);
        outcome = "updated";
        accountPart = Object.keys(set).length ? { update: { id: target.id, set: { ...set, updatedAt: ctx.now }, changes } } : undefined;
        reasons.unshift(`${label}: updated.`);
      }
    } else {
      target = newAccount();
      accountPart = { insert: target.newRow! };
    }

    let contactPart: ContactWrite | undefined;
    let contactId: number | null = null;
    if (d.contact) {
      const email = d.contact.email?.toLowerCase() ?? null;
      const same = email ? target.contacts.find((c) => c.email === email) : undefined;
      if (same && ctx.choice === "skip") {
        if (!accountPart) {
          rows.push({ line: d.line, outcome: "skipped", accountId: target.id, contactId: same.id, reasons: [`A contact with the same e-mail is already on this account: skipped.`] });
          continue;
        }
        reasons.push("A contact with the same e-mail is already on this account: the contact was skipped.");
      } else if (same && ctx.choice === "update") {
        contactId = same.id;
        contactPart = { insert: null, update: { id: same.id, set: { ...contactColumns(d.contact), isPrimary: undefined, updatedAt: ctx.now } }, id: same.id, explicitPrimary: d.primary === true };
        if (d.primary === true) makePrimary(target, same);
        if (outcome === "created" && !accountPart) outcome = "updated";
        reasons.push("The contact with the same e-mail on this account was updated.");
      } else {
        contactId = contactIdPool[nextContact++]!;
        const ref: ContactRef = { id: contactId, accountId: target.id, email, isPrimary: false, line: d.line };
        const becomesPrimary = d.primary === true || (d.primary !== false && !target.contacts.some((c) => c.isPrimary));
        target.contacts.push(ref);
        if (becomesPrimary) makePrimary(target, ref);
        contactPart = {
          insert: { id: contactId, accountId: target.id, ...contactColumns(d.contact), isPrimary: ref.isPrimary, leadSource: ctx.source, createdAt: ctx.now, updatedAt: ctx.now },
          update: null,
          id: contactId,
          explicitPrimary: d.primary === true,
        };
        if (same) reasons.push("A contact with the same e-mail is already on this account: added as another contact.");
      }
    }
    rows.push({ line: d.line, outcome, accountId: target.id, contactId, reasons, account: accountPart, contact: contactPart });
  }
  // The primary flags planned in memory are final: copy them onto the inserts.
  for (const r of rows) {
    if (r.contact?.insert) {
      const t = [...targets.values()].find((x) => x.id === r.accountId);
      r.contact.insert.isPrimary = t?.contacts.find((c) => c.id === r.contact!.id)?.isPrimary ?? false;
    }
  }
  return { rows };
}

function makePrimary(target: AccountTarget, contact: ContactRef): void {
  for (const c of target.contacts) c.isPrimary = false;
  contact.isPrimary = true;
}

function contactColumns(c: CrmContactValues) {
  return { firstName: c.firstName, lastName: c.lastName, title: c.title ?? null, email: c.email ?? null, phone: c.phone ?? null, mobile: c.mobile ?? null, department: c.department ?? null };
}

export async function writeAccountBatch(plan: AccountBatchPlan, ctx: ImportContext): Promise<BatchOutcome> {
  const inserts = plan.rows.flatMap((r) => (r.account?.insert ? [r.account.insert] : []));
  const updates = plan.rows.flatMap((r) => (r.account?.update ? [r.account.update] : []));
  const contactInserts = plan.rows.flatMap((r) => (r.contact?.insert ? [r.contact.insert] : []));
  const contactUpdates = plan.rows.flatMap((r) => (r.contact?.update ? [r.contact.update] : []));
  const primaries = plan.rows.flatMap((r) => (r.contact && (r.contact.explicitPrimary || r.contact.insert?.isPrimary) ? [{ accountId: r.accountId!, contactId: r.contact.id }] : []));
  const outcomes: RowOutcome[] = plan.rows.map((r) => ({ line: r.line, outcome: r.outcome, recordId: r.accountId, contactId: r.contactId, reason: r.reasons.join(" ") || null }));
  const counts = { created: 0, updated: 0, skipped: 0, failed: 0 };
  for (const o of outcomes) counts[o.outcome]++;
  const lastLine = Math.max(0, ...plan.rows.map((r) => r.line));
  return db().$transaction(
    async (tx) => {
      const [state] = await tx.$queryRawUnsafe<{ cancel: boolean }[]>(`SELECT ("cancelRequestedAt" IS NOT NULL) AS cancel FROM imports WHERE id = $1 FOR UPDATE`, ctx.importId);
      if (!state || state.cancel) return { cancelled: true } as const;
      if (inserts.length) await tx.$executeRawUnsafe(insertFromJson("accounts", Object.keys(inserts[0]!), "$1"), JSON.stringify(inserts));
      for (const u of updates) await updateFromJson(tx, "accounts", u.id, u.set);
      if (contactInserts.length) await tx.$executeRawUnsafe(insertFromJson("crm_contacts", Object.keys(contactInserts[0]!), "$1"), JSON.stringify(contactInserts));
      for (const u of contactUpdates) await updateFromJson(tx, "crm_contacts", u.id, u.set);
      if (primaries.length) {
        // One primary contact per account: the one this batch marked; the others on that account are not.
        await tx.$executeRawUnsafe(
          `UPDATE crm_contacts c SET "isPrimary" = (c.id = p."contactId"), "updatedAt" = now()
           FROM unnest($1::int[], $2::int[]) AS p("accountId", "contactId")
           WHERE c."accountId" = p."accountId" AND c."isPrimary" IS DISTINCT FROM (c.id = p."contactId")`,
          [...new Map(primaries.map((p) => [p.accountId, p])).values()].map((p) => p.accountId),
          [...new Map(primaries.map((p) => [p.accountId, p])).values()].map((p) => p.contactId),
        );
      }
      const audit = [
        ...plan.rows.flatMap((r) => (r.account?.update ? [{ actorId: ctx.actorId, action: "account.update", entity: "account", entityId: String(r.account.update.id), changes: { ...r.account.update.changes, importId: ctx.importId, line: r.line } }] : [])),
        ...(inserts.length || contactInserts.length
          ? [{ actorId: ctx.actorId, action: "account.import", entity: "import", entityId: String(ctx.importId), changes: { accounts: inserts.map((a) => a.id), contacts: contactInserts.map((c) => c.id) } }]
          : []),
      ];
      if (audit.length) await tx.$executeRawUnsafe(insertFromJson("audit_log", ["actorId", "action", "entity", "entityId", "changes"], "$1"), JSON.stringify(audit));
      await writeRowOutcomes(tx, ctx.importId, outcomes);
      await recordBatchProgress(tx, ctx.importId, outcomes.length, lastLine, counts);
      return { cancelled: false, counts } as const;
    },
    { timeout: 300_000, maxWait: 30_000 },
  );
}

/** One record's listed columns set from JSON (PostgreSQL casts each value to its column's type). */
async function updateFromJson(tx: Prisma.TransactionClient, table: "accounts" | "crm_contacts", id: number, set: Record<string, unknown>): Promise<void> {
  const cols = Object.keys(set).filter((c) => set[c] !== undefined);
  if (!cols.length) return;
  const assignments = cols.map((c) => `"${c}" = x."${c}"`).join(", ");
  await tx.$executeRawUnsafe(`UPDATE ${table} t SET ${assignments} FROM jsonb_populate_record(NULL::${table}, $1::jsonb) x WHERE t.id = $2`, JSON.stringify(set), id);
}
