import "server-only";
import { sql } from "@/lib/db";
import { normalizeEmail } from "@/lib/verification";

/** E-mails written to the person a lead is about (everything else goes to staff). */
export const CONSUMER_EMAIL_KINDS: readonly string[] = ["lead_confirmation", "automation"];

const GUARD_SQL = `
  SELECT (SELECT s.reason FROM email_suppressions s WHERE s.email = ANY($1::text[]) LIMIT 1) AS suppressed,
         EXISTS (SELECT 1 FROM consent_revocations r WHERE r.email = ANY($2::text[])
                 OR (r."phoneE164" IS NOT NULL AND r."phoneE164" = (SELECT l."phoneE164" FROM leads l WHERE l.id = $3::int AND $4::boolean))) AS opted_out,
         $4::boolean AND EXISTS (SELECT 1 FROM leads l WHERE l.id = $3::int AND l."doNotContact") AS dnc,
         $4::boolean AND EXISTS (SELECT 1 FROM leads l WHERE l.id = $3::int AND l."deletedAt" IS NOT NULL) AS deleted`;

/**
 * Why an e-mail must not go out now, or null, checked by the e-mail worker just before it sends
 * (issue 26): nothing is ever sent to an address that bounced or complained, and nothing to a person
 * who opted out (by e-mail or phone), was marked do-not-contact or whose lead was deleted, whatever
 * queued it and however long ago.
 */
export async function deliveryBlock(row: { toAddress: string | null; leadId: number | null; kind: string }): Promise<string | null> {
  const to = (row.toAddress ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
  const consumer = CONSUMER_EMAIL_KINDS.includes(row.kind);
  const normalized = consumer ? to.map((a) => normalizeEmail(a) ?? a) : [];
  const { rows } = await sql().query<{ suppressed: string | null; opted_out: boolean; dnc: boolean; deleted: boolean }>(GUARD_SQL, [to, normalized, row.leadId, consumer]);
  const r = rows[0];
  if (r?.suppressed) return `The address ${r.suppressed === "complained" ? "complained (marked as spam)" : "bounced"} earlier: nothing is sent to it`;
  if (r?.opted_out) return "The person opted out";
  if (r?.dnc) return "The person asked not to be contacted";
  if (r?.deleted) return "The lead was deleted";
  return null;
}
