import "server-only";
import { IMPORT_LIMITS } from "@/lib/constants";
import type { Delimiter, Encoding, CsvRecord } from "@/lib/imports/csv-file";
import { storedRecords } from "@/lib/imports/inspect";
import { readLeadRow } from "@/lib/imports/lead-row";
import { planLeadBatch, type PlannedRow } from "@/lib/imports/lead-batch";
import { readAccountRow } from "@/lib/imports/account-row";
import { planAccountBatch } from "@/lib/imports/account-batch";
import { importContext } from "@/lib/imports/run-context";
import type { ImportDuplicateChoice, ImportKind } from "@/lib/generated/prisma/enums";
import { formatTexas } from "@/lib/crm/texas-time";

export type PreviewRow = { line: number; outcome: "created" | "updated" | "skipped" | "failed"; reason: string | null; values: Record<string, string> };
export type Preview = { columns: { key: string; label: string }[]; rows: PreviewRow[] };

const LEAD_COLUMNS = [
  { key: "fullName", label: "Name" },
  { key: "email", label: "Email" },
  { key: "phone", label: "Phone" },
  { key: "address", label: "Address" },
  { key: "leadType", label: "Type" },
  { key: "status", label: "Status" },
  { key: "score", label: "Score" },
  { key: "owner", label: "Owner" },
  { key: "createdAt", label: "Created" },
];
const ACCOUNT_COLUMNS = [
  { key: "account", label: "Account" },
  { key: "type", label: "Type" },
  { key: "accountContact", label: "Account phone / e-mail" },
  { key: "address", label: "Address" },
  { key: "contact", label: "Contact" },
  { key: "contactReach", label: "Contact e-mail / phone" },
  { key: "primary", label: "Primary" },
  { key: "owner", label: "Owner" },
];

type ImportForPreview = {
  id: number;
  kind: ImportKind;
  fileName: string;
  vouchedBy: string;
  createdById: number | null;
  duplicateChoice: ImportDuplicateChoice;
  fireMetaEvents: boolean;
  runAutomations: boolean;
  forSale: boolean;
  defaultOwnerId: number | null;
  encoding: string;
  delimiter: string;
  headers: string[];
};

/** The first `count` rows after the header. */
export async function firstRows(imp: Pick<ImportForPreview, "id" | "encoding" | "delimiter">, count: number = IMPORT_LIMITS.previewRows): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  let header = true;
  for await (const r of storedRecords(imp.id, imp.encoding as Encoding, imp.delimiter as Delimiter)) {
    if (header) {
      header = false;
      continue;
    }
    out.push(r);
    if (out.length >= count) break;
  }
  return out;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", ");

/**
 * The first IMPORT_LIMITS.previewRows rows exactly as the import would store them with this mapping:
 * read, validated, scored and matched against existing records by the same code as the job, without
 * writing anything.
 */
export async function importPreview(imp: ImportForPreview, mapping: (string | null)[]): Promise<Preview> {
  const records = await firstRows(imp);
  const ctx = await importContext(imp);
  const ownerName = (id: number | null) => (id === null ? "Unassigned" : ([...ctx.owners.values()].find((o) => o.id === id)?.username ?? `#${id}`));
  if (imp.kind === "leads") {
    let placeholder = 0;
    const plan = await planLeadBatch(records.map((r) => readLeadRow(r, imp.headers.length, mapping)), ctx, async (n) => Array.from({ length: n }, () => --placeholder));
    return { columns: LEAD_COLUMNS, rows: plan.rows.map((r) => leadPreviewRow(r, ownerName)) };
  }
  const plan = await planAccountBatch(records.map((r) => readAccountRow(r, imp.headers.length, mapping)), ctx, { preview: true });
  return {
    columns: ACCOUNT_COLUMNS,
    rows: plan.rows.map((r) => {
      const a = (r.account?.insert ?? r.account?.update?.set ?? {}) as Record<string, unknown>;
      const c = (r.contact?.insert ?? r.contact?.update?.set ?? {}) as Record<string, unknown>;
      const text = (v: unknown) => (v == null ? "" : String(v));
      return {
        line: r.line,
        outcome: r.outcome,
        reason: r.reasons.join(" ") || null,
        values: {
          account: text(a.name) || (r.accountId && r.accountId > 0 ? `#${r.accountId}` : ""),
          type: text(a.type),
          accountContact: join(text(a.phone), text(a.email)),
          address: join(text(a.address), text(a.city), [text(a.state), text(a.zipCode)].filter(Boolean).join(" ")),
          contact: join([text(c.firstName), text(c.lastName)].filter(Boolean).join(" "), text(c.title)),
          contactReach: join(text(c.email), text(c.phone), text(c.mobile)),
          primary: r.contact?.insert ? (c.isPrimary ? "Yes" : "No") : "",
          owner: a.assignedTo !== undefined ? ownerName((a.assignedTo as number | null) ?? null) : "",
        },
      };
    }),
  };
}

function leadPreviewRow(r: PlannedRow, ownerName: (id: number | null) => string): PreviewRow {
  const reason = r.reasons.join(" ") || null;
  if (r.kind === "failed") return { line: r.line, outcome: "failed", reason, values: {} };
  if (r.kind === "skipped") return { line: r.line, outcome: "skipped", reason, values: {} };
  const lead = (r.kind === "created" ? r.record.lead : r.kind === "merged" ? r.into.record.lead : { ...r.existing }) as Record<string, unknown> & { verificationScore?: number; isVerified?: boolean };
  const text = (v: unknown) => (v == null ? "" : String(v));
  return {
    line: r.line,
    outcome: r.kind === "created" ? "created" : "updated",
    reason,
    values: {
      fullName: text(lead.fullName),
      email: text(lead.email),
      phone: text(lead.phone),
      address: join(text(lead.address), text(lead.city), [text(lead.state), text(lead.zipCode)].filter(Boolean).join(" ")),
      leadType: text(lead.leadType),
      status: text(lead.status) + (lead.doNotContact ? " (do not contact)" : "") + (lead.duplicateOfId ? ` (duplicate of #${String(lead.duplicateOfId)})` : ""),
      score: `${text(lead.verificationScore)}% ${lead.isVerified ? "Verified" : "Unverified"}`,
      owner: ownerName((lead.assignedTo as number | null) ?? null),
      createdAt: lead.createdAt instanceof Date ? formatTexas(lead.createdAt) : text(lead.createdAt),
    },
  };
}
