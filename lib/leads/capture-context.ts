import "server-only";
import { sql } from "@/lib/db";
import { env } from "@/lib/env";
import { prepared } from "@/lib/sql/prepared";
import type { DuplicateRef } from "@/lib/verification";

/** What the pipeline must know before it scores and stores a lead, read in one round trip. */
export type CaptureContext = {
  /** The stored answer of an earlier request with the same Idempotency-Key. */
  replay: StoredAnswer | null;
  /** The earliest lead of the same person within the duplicate window (a repeat links to the original). */
  duplicate: DuplicateRef | null;
  /** The person revoked consent (opt-out page) by e-mail or phone. */
  doNotContact: boolean;
  /** Who gets the new-lead alert: LEAD_ALERT_EMAILS and every active admin with an e-mail. */
  alertTo: string[];
  /** The new lead's id, reserved so every row and message about it can be built before the write. */
  leadId: number | null;
};

/** The first answer to an Idempotency-Key: its request's hash, its status and its exact bytes. */
export type StoredAnswer = { requestHash: string; status: number; responseBody: string };

type Row = {
  replay_hash: string | null;
  replay_status: number | null;
  replay_body: string | null;
  dup_id: number | null;
  dup_created: Date | null;
  dnc: boolean;
  admins: string[] | null;
  lead_id: string | null;
};

/**
 * Idempotency replay, duplicate and do-not-contact look-ups, alert recipients and the next lead id
 * in one statement. A dry run (validation test page) only asks whether the person opted out.
 */
export async function loadCaptureContext(opts: {
  idempotencyKey: string | null;
  emailNormalized: string | null;
  phoneE164: string | null;
  now: Date;
  windowDays: number;
  dryRun: boolean;
}): Promise<CaptureContext> {
  const since = new Date(opts.now.getTime() - opts.windowDays * 24 * 60 * 60 * 1000);
  const full = !opts.dryRun;
  const { rows } = await sql().query<Row>(prepared(
    `WITH replay AS (
       SELECT "requestHash", status, "responseBody" FROM idempotency_records WHERE $1::text IS NOT NULL AND key = $1
     ), latest AS (
       SELECT id, "createdAt", "duplicateOfId" FROM leads
       WHERE $6 AND "deletedAt" IS NULL AND (("emailNormalized" = $2 AND $2 IS NOT NULL) OR ("phoneE164" = $3 AND $3 IS NOT NULL))
         AND "createdAt" >= $4 AND "createdAt" <= $5
       ORDER BY "createdAt" DESC LIMIT 1
     ), dup AS (
       SELECT COALESCE(o.id, l.id) AS id, COALESCE(o."createdAt", l."createdAt") AS created
       FROM latest l LEFT JOIN leads o ON o.id = l."duplicateOfId"
     )
     SELECT (SELECT "requestHash" FROM replay) AS replay_hash,
            (SELECT status FROM replay) AS replay_status,
            (SELECT "responseBody" FROM replay) AS replay_body,
            (SELECT id FROM dup) AS dup_id,
            (SELECT created FROM dup) AS dup_created,
            EXISTS (SELECT 1 FROM consent_revocations
                    WHERE (email = $2 AND $2 IS NOT NULL) OR ("phoneE164" = $3 AND $3 IS NOT NULL)) AS dnc,
            CASE WHEN $6 THEN (SELECT array_agg(email ORDER BY id) FROM users WHERE role = 'admin' AND status = 'active' AND email IS NOT NULL) END AS admins,
            CASE WHEN $6 AND NOT EXISTS (SELECT 1 FROM replay) THEN nextval(pg_get_serial_sequence('leads', 'id')) END AS lead_id`,
    [opts.idempotencyKey, opts.emailNormalized, opts.phoneE164, since, opts.now, full],
  ));
  const row = rows[0]!;
  const configured = (env().LEAD_ALERT_EMAILS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return {
    replay:
      row.replay_hash === null ? null : { requestHash: row.replay_hash, status: row.replay_status!, responseBody: row.replay_body! },
    duplicate: row.dup_id === null || row.dup_created === null ? null : { id: row.dup_id, createdAt: row.dup_created },
    doNotContact: row.dnc,
    alertTo: full ? [...new Set([...configured, ...(row.admins ?? [])])] : [],
    leadId: row.lead_id === null ? null : Number(row.lead_id),
  };
}
