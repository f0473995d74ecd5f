import "server-only";
import { db } from "@/lib/db";
import { normalizeEmail } from "@/lib/verification";

/** E-mails written to the person a lead is about (everything else goes to staff). */
export const CONSUMER_EMAIL_KINDS: readonly string[] = ["lead_confirmation", "automation"];

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
  const [r] = await db().$queryRaw<{ suppressed: string | null; opted_out: boolean; dnc: boolean; deleted: boolean }[]>`
    SELECT (SELECT s.reason FROM email_suppressions s WHERE s.email = ANY(${to}::text[]) LIMIT 1) AS suppressed,
           EXISTS (SELECT 1 FROM consent_revocations r WHERE r.email = ANY(${normalized}::text[])
                   OR (r."phoneE164" IS NOT NULL AND r."phoneE164" = (SELECT l."phoneE164" FROM leads l WHERE l.id = ${row.leadId}::int AND ${consumer}))) AS opted_out,
           ${consumer} AND EXISTS (SELECT 1 FROM leads l WHERE l.id = ${row.leadId}::int AND l."doNotContact") AS dnc,
           ${consumer} AND EXISTS (SELECT 1 FROM leads l WHERE l.id = ${row.leadId}::int AND l."deletedAt" IS NOT NULL) AS deleted`;
  if (r?.suppressed) return `The address ${r.suppressed === "complained" ? "complained (marked as spam)" : "bounced"} earlier: nothing is sent to it`;
  if (r?.opted_out) return "The person opted out";
  if (r?.dnc) return "The person asked not to be contacted";
  if (r?.deleted) return "The lead was deleted";
  return null;
}
