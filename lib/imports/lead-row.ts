import { leadSubmissionSchema, type LeadSubmission } from "@/lib/schemas/lead";
import { marketFields } from "@/lib/marketplace/intake";
import { normalizeEmail, normalizePhone, verificationColumns, verifyLead, type DuplicateRef, type VerificationResult } from "@/lib/verification";
import type { CsvRecord } from "@/lib/imports/csv-file";
import { importedConsentColumns } from "@/lib/imports/consent";
import { dateOf, leadStatusOf, leadTypeOf, maritalStatusOf, wholeNumberOf, yesNoOf, type LeadStatusValue } from "@/lib/imports/values";

/**
 * One row of a leads file → the same shared schema (lib/schemas/lead.ts) and verification score
 * (lib/verification) as a web lead → the `leads` row it becomes. Pure: the preview and the import
 * job build rows with these functions, so the preview shows exactly what is stored.
 */

/** Each mapped field's cell text (trimmed; empty cells left out): what the file said. */
export type MappedRow = Record<string, string>;

export type LeadDraft = {
  line: number;
  mapped: MappedRow;
  submission: LeadSubmission;
  /** The submission's fields the row gave (an update only overwrites those). */
  given: (keyof LeadSubmission)[];
  status: LeadStatusValue | null;
  lostReason: string | null;
  createdAt: Date | null;
  owner: string | null;
  sourceLeadId: string | null;
  /** How a value was read when it did not match (kept for the report, never a failure). */
  remarks: string[];
  emailNormalized: string | null;
  phoneE164: string | null;
  /** The score of the row as it is (no duplicate): most rows are stored with it, scored once. */
  result: StoredVerification;
};

export type RowRead<D> = { ok: true; draft: D } | { ok: false; line: number; reason: string; mapped: MappedRow };

/** The labels of the lead schema's fields, for a failure's reason ("Email: Please enter a valid email address"). */
const SCHEMA_LABELS: Partial<Record<keyof LeadSubmission, string>> = {
  fullName: "Name",
  email: "Email",
  phone: "Phone",
  agencyName: "Company or agency",
  address: "Street address",
  city: "City",
  state: "State",
  zipCode: "ZIP code",
  roofAge: "Roof age",
  maritalStatus: "Marital status",
  spouseName: "Spouse name",
  homePurchaseDate: "Home purchase date",
  currentInsuranceCarrier: "Current carrier",
  notes: "Notes",
  campaign: "Original lead source or campaign",
};

/** The cells of a record under their mapped fields; a row wider than the header is refused (its cells cannot be placed). */
export function mapRecord(record: CsvRecord, headerCount: number, mapping: readonly (string | null)[]): { ok: true; mapped: MappedRow } | { ok: false; reason: string; mapped: MappedRow } {
  const mapped: MappedRow = {};
  mapping.forEach((field, i) => {
    const cell = record.cells[i]?.trim();
    if (field && cell) mapped[field] = cell;
  });
  if (record.cells.length > headerCount && record.cells.slice(headerCount).some((c) => c.trim() !== "")) {
    return {
      ok: false,
      mapped,
      reason: `This row has ${record.cells.length} columns but the header has ${headerCount}: a comma or semicolon inside a value that is not in quotes? Put quotes around that value and import the row again.`,
    };
  }
  return { ok: true, mapped };
}

/** Reads one row of a leads file through the lead schema; a failure names the field and the schema's message. */
export function readLeadRow(record: CsvRecord, headerCount: number, mapping: readonly (string | null)[]): RowRead<LeadDraft> {
  const cells = mapRecord(record, headerCount, mapping);
  if (!cells.ok) return { ok: false, line: record.line, reason: cells.reason, mapped: cells.mapped };
  const m = cells.mapped;
  const remarks: string[] = [];
  const name = m.fullName ?? [m.firstName, m.lastName].filter(Boolean).join(" ");
  const leadType = m.leadType ? leadTypeOf(m.leadType) : null;
  if (m.leadType && !leadType) remarks.push(`Lead type "${m.leadType}" is not home, auto, life or all: stored as home.`);
  const marital = m.maritalStatus ? maritalStatusOf(m.maritalStatus) : null;
  if (m.maritalStatus && !marital) remarks.push(`Marital status "${m.maritalStatus}" is not single or married: left empty.`);
  const input = {
    fullName: name,
    email: m.email ?? "",
    phone: m.phone ?? m.mobilePhone ?? "",
    agencyName: m.agencyName,
    leadType: leadType ?? "home",
    address: m.address,
    city: m.city,
    state: m.state,
    zipCode: m.zipCode,
    roofAge: m.roofAge === undefined ? undefined : (wholeNumberOf(m.roofAge) ?? m.roofAge),
    hasHomeInsurance: m.hasHomeInsurance ? yesNoOf(m.hasHomeInsurance) : undefined,
    hasContinuousCoverage: m.hasContinuousCoverage ? yesNoOf(m.hasContinuousCoverage) : undefined,
    hasMultipleClaims: m.hasMultipleClaims ? yesNoOf(m.hasMultipleClaims) : undefined,
    maritalStatus: marital ?? undefined,
    spouseName: m.spouseName,
    homePurchaseDate: m.homePurchaseDate,
    currentInsuranceCarrier: m.currentInsuranceCarrier,
    notes: m.notes,
    campaign: m.campaign,
  };
  const parsed = leadSubmissionSchema.safeParse(input);
  if (!parsed.success) {
    const reason = parsed.error.issues
      .map((i) => {
        const key = i.path[0] as keyof LeadSubmission | undefined;
        return `${(key && SCHEMA_LABELS[key]) ?? String(key ?? "Row")}: ${i.message}`;
      })
      .join("; ");
    return { ok: false, line: record.line, reason, mapped: m };
  }
  const status = m.status ? leadStatusOf(m.status) : null;
  if (m.status && !status) remarks.push(`Status "${m.status}" was not recognised: stored as new.`);
  const createdAt = m.createdAt ? dateOf(m.createdAt) : null;
  if (m.createdAt && !createdAt) remarks.push(`Created date "${m.createdAt}" is not a date: the import time is used.`);
  const given = (Object.keys(input) as (keyof typeof input)[]).filter((k) => input[k] !== undefined && input[k] !== null && input[k] !== "" && (k !== "leadType" || !!m.leadType));
  // One score per row: its normalised e-mail and phone are the dedupe keys (one phone parse, not two).
  // Its explanatory signals are not stored and not kept: a batch holds a thousand of these across its round trips.
  const { signals: _signals, ...result } = verifyImported(parsed.data, null);
  return {
    ok: true,
    draft: {
      line: record.line,
      mapped: m,
      submission: parsed.data,
      given: given as (keyof LeadSubmission)[],
      status,
      lostReason: status === "lost" ? `Imported with status "${m.status}"` : null,
      createdAt,
      owner: m.owner ?? null,
      sourceLeadId: m.sourceLeadId ?? null,
      remarks,
      emailNormalized: result.normalized.email,
      phoneE164: result.normalized.phoneE164,
      result,
    },
  };
}

/** What is stored of a score (its per-check signals are only explanation). */
export type StoredVerification = Omit<VerificationResult, "signals">;

/** The same score as a web lead (no honeypot or timing: a file has neither); a duplicate is capped as at capture. */
export function verifyImported(s: LeadSubmission, duplicateOf: DuplicateRef | null): VerificationResult {
  return verifyLead({
    fullName: s.fullName,
    email: s.email,
    phone: s.phone,
    address: s.address,
    city: s.city,
    state: s.state,
    zipCode: s.zipCode,
    agencyName: s.agencyName,
    leadType: s.leadType,
    hasContinuousCoverage: s.hasContinuousCoverage,
    hasMultipleClaims: s.hasMultipleClaims,
    duplicateOf,
  });
}

export type NewLeadContext = {
  id: number;
  now: Date;
  source: string;
  duplicateOf: DuplicateRef | null;
  doNotContact: boolean;
  assignedTo: number | null;
  vouchedBy: string;
  /** A consumer for the marketplace: its market state from its score, as at capture (lib/marketplace/intake.ts). */
  forSale: boolean;
};

/** The `leads` row (and its `unqualified_leads` row) of a new imported lead, as stored. */
export function newLeadRecord(d: LeadDraft, ctx: NewLeadContext) {
  const s = d.submission;
  const result = ctx.duplicateOf ? verifyImported(s, ctx.duplicateOf) : d.result;
  const createdAt = d.createdAt ?? ctx.now;
  const answers = {
    hasHomeInsurance: s.hasHomeInsurance,
    hasContinuousCoverage: s.hasContinuousCoverage,
    hasMultipleClaims: s.hasMultipleClaims,
    maritalStatus: s.maritalStatus ?? null,
    spouseName: s.spouseName,
    homePurchaseDate: s.homePurchaseDate,
    roofAge: s.roofAge ?? null,
  };
  const lead = {
    id: ctx.id,
    fullName: s.fullName,
    email: s.email,
    phone: s.phone,
    agencyName: s.agencyName,
    leadType: s.leadType,
    address: s.address,
    city: s.city,
    state: s.state,
    zipCode: s.zipCode,
    ...answers,
    currentInsuranceCarrier: s.currentInsuranceCarrier,
    notes: s.notes,
    source: ctx.source,
    campaign: s.campaign,
    ...verificationColumns({ ...result, signals: [] }),
    insuranceQualified: result.insuranceQualified,
    emailNormalized: d.emailNormalized,
    phoneE164: d.phoneE164,
    ...importedConsentColumns({ leadId: ctx.id, capturedAt: ctx.now, fields: d.mapped, vouchedBy: ctx.vouchedBy }),
    doNotContact: ctx.doNotContact,
    doNotContactAt: ctx.doNotContact ? ctx.now : null,
    duplicateOfId: ctx.duplicateOf?.id ?? null,
    mergedIntoId: null,
    sourceLeadId: d.sourceLeadId,
    status: d.status ?? "new",
    lostReason: d.lostReason,
    assignedTo: ctx.forSale ? null : ctx.assignedTo,
    ...importedMarketFields(s, result, ctx),
    createdAt,
    updatedAt: ctx.now,
  };
  const unqualified = result.unqualifiedReason
    ? {
        leadId: ctx.id,
        fullName: s.fullName,
        email: s.email,
        phone: s.phone,
        address: s.address,
        ...answers,
        currentCarrier: s.currentInsuranceCarrier,
        agencyName: s.agencyName,
        leadType: s.leadType,
        source: ctx.source,
        unqualifiedReason: result.unqualifiedReason,
        ...verificationColumns({ ...result, signals: [] }),
        createdAt: ctx.now,
      }
    : null;
  return { lead, unqualified, result };
}
export type NewLeadRecord = ReturnType<typeof newLeadRecord>;

/**
 * An imported lead's marketplace columns: its ZIP's five digits always; for sale, the market state a web
 * lead with the same score gets (verified and qualified: routed to a buyer; else the review queue). The
 * agency's own book is never for sale.
 */
function importedMarketFields(s: LeadSubmission, result: Pick<VerificationResult, "isValid" | "unqualifiedReason">, ctx: NewLeadContext) {
  // For sale only when an admin chose to sell this file's consumers: they vouch for its consent (the
  // import's "vouched by", recorded with each lead).
  const market = marketFields({ source: ctx.source, agencyName: s.agencyName, zipCode: s.zipCode, leadType: s.leadType, lines: null, verified: result.isValid, qualified: !result.unqualifiedReason, isBot: false, doNotContact: ctx.doNotContact, consentForAgents: ctx.forSale });
  return { zip5: market.zip5, audience: market.audience, marketStatus: ctx.forSale ? market.marketStatus : null };
}

/** The lead fields an imported row may update on an existing lead (never its source, capture time or consent). */
export const UPDATABLE_LEAD_FIELDS = [
  "fullName",
  "email",
  "phone",
  "agencyName",
  "leadType",
  "address",
  "city",
  "state",
  "zipCode",
  "roofAge",
  "hasHomeInsurance",
  "hasContinuousCoverage",
  "hasMultipleClaims",
  "maritalStatus",
  "spouseName",
  "homePurchaseDate",
  "currentInsuranceCarrier",
  "campaign",
] as const satisfies readonly (keyof LeadSubmission)[];
export type UpdatableLeadField = (typeof UPDATABLE_LEAD_FIELDS)[number];
export type ExistingLead = { id: number; createdAt: Date; duplicateOfId: number | null; notes: string | null; status: LeadStatusValue; lostReason: string | null; assignedTo: number | null; sourceLeadId: string | null } & {
  [K in UpdatableLeadField]: LeadSubmission[K] | null;
};

/**
 * An existing lead updated by a row: the row's own values over the lead's (an empty cell keeps what
 * the lead has), notes appended, the score computed again from the result. Returns the columns to set
 * and the audit diff; null when nothing would change.
 */
export function leadUpdate(existing: ExistingLead, d: LeadDraft, ctx: { now: Date; assignedTo: number | null; duplicateOf: DuplicateRef | null }) {
  const merged = { ...existing } as Record<string, unknown>;
  for (const key of d.given) if ((UPDATABLE_LEAD_FIELDS as readonly string[]).includes(key)) merged[key] = d.submission[key];
  const submission = { ...d.submission, ...merged } as LeadSubmission;
  const result = verifyImported(submission, ctx.duplicateOf);
  const notes = d.submission.notes && !(existing.notes ?? "").includes(d.submission.notes) ? [existing.notes, d.submission.notes].filter(Boolean).join("\n\n") : existing.notes;
  const set: Record<string, unknown> = {
    ...Object.fromEntries(UPDATABLE_LEAD_FIELDS.map((k) => [k, merged[k] ?? null])),
    notes,
    ...verificationColumns({ ...result, signals: [] }),
    insuranceQualified: result.insuranceQualified,
    emailNormalized: normalizeEmail(submission.email),
    phoneE164: normalizePhone(submission.phone),
    status: d.status ?? existing.status,
    lostReason: d.status === "lost" ? d.lostReason : d.status ? null : existing.lostReason,
    assignedTo: ctx.assignedTo ?? existing.assignedTo,
    sourceLeadId: existing.sourceLeadId ?? d.sourceLeadId,
  };
  const before = existing as unknown as Record<string, unknown>;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [k, v] of Object.entries(set)) {
    if (!(k in before) || ["verificationFlags", "verificationReasoning", "emailNormalized", "phoneE164"].includes(k)) continue;
    if (JSON.stringify(before[k] ?? null) !== JSON.stringify(v ?? null)) changes[k] = { from: before[k] ?? null, to: v ?? null };
  }
  return { id: existing.id, set: { ...set, updatedAt: ctx.now }, changes, result };
}
