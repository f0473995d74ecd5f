import { z } from "zod";
import { accountFields } from "@/lib/schemas/crm-account";
import { crmContactSchema, type CrmContactValues } from "@/lib/schemas/crm-contact";
import type { CsvRecord } from "@/lib/imports/csv-file";
import { mapRecord, type MappedRow, type RowRead } from "@/lib/imports/lead-row";
import { splitName, yesNoOf } from "@/lib/imports/values";

/**
 * One row of an accounts-with-contacts file → the account form's schema (lib/schemas/crm-account.ts)
 * and, when the row names a person, the contact schema (lib/schemas/crm-contact.ts). Rows with the
 * same account name belong to one account. Pure: the preview and the import read rows alike.
 */
const accountRowSchema = z.object(accountFields).omit({ assignedTo: true });
export type AccountValues = z.output<typeof accountRowSchema>;

export type AccountDraft = {
  line: number;
  mapped: MappedRow;
  account: AccountValues;
  /** The account fields the row gave (an update only overwrites those). */
  given: (keyof AccountValues)[];
  /** The account's name as rows are grouped by it: lower case, single spaces. */
  accountKey: string;
  contact: CrmContactValues | null;
  /** The row said yes (or no) in its Primary column; null when it said nothing. */
  primary: boolean | null;
  owner: string | null;
  remarks: string[];
};

const LABELS: Record<string, string> = {
  name: "Account name",
  type: "Account type",
  status: "Account status",
  email: "Account e-mail",
  phone: "Account phone",
  revenue: "Annual revenue",
  website: "Website",
  firstName: "Contact first name",
  lastName: "Contact last name",
};
const CONTACT_LABELS: Record<string, string> = { email: "Contact e-mail", phone: "Contact phone", mobile: "Contact mobile", title: "Contact job title" };

export const accountKeyOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

function accountTypeOf(raw: string | undefined): "prospect" | "customer" | "agency" | null {
  const t = (raw ?? "").trim().toLowerCase();
  if (!t) return null;
  if (/customer|client|insured|policyholder|active client/.test(t)) return "customer";
  if (/agency|partner|broker|carrier/.test(t)) return "agency";
  if (/prospect|lead|target/.test(t)) return "prospect";
  return null;
}

function accountStatusOf(raw: string | undefined): "active" | "inactive" | "pending" | null {
  const t = (raw ?? "").trim().toLowerCase();
  if (!t) return null;
  if (/inactive|closed|cancel|former|lapsed|lost/.test(t)) return "inactive";
  if (/pending|new|onboarding/.test(t)) return "pending";
  if (/active|open|current/.test(t)) return "active";
  return null;
}

const CONTACT_FIELDS = ["firstName", "lastName", "fullName", "title", "email", "phone", "mobile", "department"];

export function readAccountRow(record: CsvRecord, headerCount: number, mapping: readonly (string | null)[]): RowRead<AccountDraft> {
  const cells = mapRecord(record, headerCount, mapping);
  if (!cells.ok) return { ok: false, line: record.line, reason: cells.reason, mapped: cells.mapped };
  const m = cells.mapped;
  const remarks: string[] = [];
  const type = accountTypeOf(m.accountType);
  if (m.accountType && !type) remarks.push(`Account type "${m.accountType}" is not prospect, customer or agency: stored as prospect.`);
  const status = accountStatusOf(m.accountStatus);
  if (m.accountStatus && !status) remarks.push(`Account status "${m.accountStatus}" was not recognised: stored as active.`);
  const input = {
    name: m.accountName ?? "",
    type: type ?? "prospect",
    status: status ?? "active",
    industry: m.industry,
    website: m.website,
    email: m.accountEmail,
    phone: m.accountPhone,
    address: m.address,
    city: m.city,
    state: m.state,
    zipCode: m.zipCode,
    revenue: m.revenue,
    notes: m.notes,
  };
  const account = accountRowSchema.safeParse(input);
  const problems: string[] = [];
  if (!account.success) for (const i of account.error.issues) problems.push(`${LABELS[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`);

  let contact: CrmContactValues | null = null;
  const primary = m.isPrimary ? yesNoOf(m.isPrimary) : null;
  if (CONTACT_FIELDS.some((f) => m[f])) {
    const split = m.fullName && !(m.firstName || m.lastName) ? splitName(m.fullName) : { firstName: m.firstName ?? "", lastName: m.lastName ?? "" };
    const parsed = crmContactSchema.safeParse({ ...split, title: m.title, email: m.email, phone: m.phone, mobile: m.mobile, department: m.department, isPrimary: primary === "yes" });
    if (parsed.success) contact = parsed.data;
    else for (const i of parsed.error.issues) problems.push(`${CONTACT_LABELS[String(i.path[0])] ?? LABELS[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`);
  }
  if (problems.length || !account.success) return { ok: false, line: record.line, reason: problems.join("; "), mapped: m };
  const given = (Object.keys(input) as (keyof typeof input)[]).filter((k) => {
    if (k === "type") return !!m.accountType;
    if (k === "status") return !!m.accountStatus;
    return input[k] !== undefined && input[k] !== "";
  });
  return {
    ok: true,
    draft: {
      line: record.line,
      mapped: m,
      account: account.data,
      given,
      accountKey: accountKeyOf(account.data.name),
      contact,
      primary: primary === null ? null : primary === "yes",
      owner: m.owner ?? null,
      remarks,
    },
  };
}
