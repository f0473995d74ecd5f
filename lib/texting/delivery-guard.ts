import "server-only";
import { sql } from "@/lib/db";

const GUARD_SQL = `
  SELECT l."deletedAt" IS NOT NULL AS deleted, coalesce(l."doNotContact", false) AS dnc,
         EXISTS (SELECT 1 FROM consent_revocations r
                 WHERE r."phoneE164" = $1 OR (l."emailNormalized" IS NOT NULL AND r.email = l."emailNormalized")) AS opted_out
  FROM (SELECT 1) one LEFT JOIN leads l ON l.id = $2::int`;

/**
 * Why a text must not go out now, or null, asked by the worker just before it hands a text to Twilio
 * (issue 33): nothing to a number that opted out (STOP, the opt-out page, an erasure) or a person who
 * opted out by e-mail, was marked do-not-contact, or whose lead was deleted, whatever queued it and
 * however long ago.
 */
export async function textBlock(row: { toAddress: string | null; leadId: number | null }): Promise<string | null> {
  const { rows } = await sql().query<{ deleted: boolean | null; dnc: boolean; opted_out: boolean }>(GUARD_SQL, [row.toAddress, row.leadId]);
  const r = rows[0];
  if (r?.opted_out) return "The person opted out";
  if (r?.dnc) return "The person asked not to be contacted";
  if (r?.deleted) return "The lead was deleted";
  return null;
}
