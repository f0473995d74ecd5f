import "server-only";
import { db, sql } from "@/lib/db";
import { prepared } from "@/lib/sql/prepared";
import { PUSH_PRIORITY } from "@/lib/jobs/priorities";
import { PUSH_TASK } from "@/lib/marketplace/deliver";
import { PUSH_RETRY_HOURS, PUSH_TIMEOUT_MS } from "@/lib/constants";
import { log } from "@/lib/log";
import type { PushMethod, PushStatus } from "@/lib/marketplace/push/methods";
import type { AttemptResult } from "@/lib/marketplace/push/outcome";
import type { HostLookup } from "@/lib/marketplace/push/push-url";
import { loadDeliveredLead } from "@/lib/marketplace/push/payload";
import { sendPush } from "@/lib/marketplace/push/send";
import { PUSH_JOB_MAX_ATTEMPTS, nextAttemptAt, pushJobKey, retryDeadline, schedulePush, unschedulePush } from "@/lib/marketplace/push/schedule";

/**
 * One attempt of a delivery's push (the `marketplace:push` job), recorded in delivery_push_attempts
 * and on the push, then either finished (sent, failed, disabled) or scheduled again (schedule.ts).
 *
 * - It follows the buyer's settings as they are now: a fixed URL is used by the retries still waiting;
 *   a buyer who no longer pushes this way gets nothing more by it.
 * - An endpoint that answered 410 Gone is disabled: later pushes to it are not sent (marked
 *   disabled) until a push to it is sent again by hand and answered.
 * - One attempt at a time per push: the attempt takes a lease (lastAttemptAt without its attempt row)
 *   that lapses after the timeout, so a worker that died mid-attempt does not block the push.
 * - A lead deleted, or whose person opted out, since the delivery is not pushed any more.
 * - Personal data never reaches the log: ids, method, status codes only.
 */
export type AttemptOptions = {
  now?: Date;
  /** Sent again by hand: tried even when the endpoint is disabled. */
  manual?: boolean;
  lookup?: HostLookup;
  random?: () => number;
  timeoutMs?: number;
};

export type AttemptOutcome =
  | { outcome: "sent" | "failed" | "disabled"; statusCode: number | null; error: string | null }
  | { outcome: "retrying"; statusCode: number | null; error: string | null; nextAttemptAt: Date }
  | { outcome: "skipped"; reason: string };

const LEASE_MS = PUSH_TIMEOUT_MS + 30_000;
const VIA: Record<PushMethod, string> = { webhook: "by webhook", hubspot: "to HubSpot", zapier: "to Zapier" };

type PushRow = {
  id: number;
  method: string;
  url: string;
  messageId: string;
  status: string;
  attempts: number;
  lastAttemptAt: Date | null;
  delivery: { id: number; buyerId: number; deliveredAt: Date };
};
type Profile = { pushMethod: string; pushUrl: string | null; pushSecretSealed: string | null; pushGoneEndpoint: string | null };

/*
 * A push runs for every delivered lead, so its own statements are plain SQL on the pool: through
 * Prisma's client they cost the worker several times a `pg` round trip (a third of its CPU under
 * bench:marketplace's burst was Prisma's).
 */
const LOAD_SQL = `
  SELECT p.id, p.method::text AS method, p.url, p."messageId", p.status, p.attempts, p."lastAttemptAt",
         d.id AS "deliveryId", d."buyerId", d."deliveredAt",
         b."pushMethod"::text AS "pushMethod", b."pushUrl", b."pushSecretSealed", b."pushGoneEndpoint"
  FROM delivery_pushes p JOIN lead_deliveries d ON d.id = p."deliveryId" LEFT JOIN buyer_profiles b ON b."userId" = d."buyerId"
  WHERE p.id = $1`;

/** The push, its delivery and the buyer's delivery settings as they are now, in one statement. No profile: null. */
async function loadPush(pushId: number): Promise<(PushRow & { profile: Profile | null }) | null> {
  const { rows } = await sql().query<Omit<PushRow, "delivery"> & { deliveryId: number; buyerId: number; deliveredAt: Date; pushMethod: string | null } & Omit<Profile, "pushMethod">>(prepared(LOAD_SQL, [pushId]));
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id, method: r.method, url: r.url, messageId: r.messageId, status: r.status, attempts: r.attempts, lastAttemptAt: r.lastAttemptAt,
    delivery: { id: r.deliveryId, buyerId: r.buyerId, deliveredAt: r.deliveredAt },
    profile: r.pushMethod === null ? null : { pushMethod: r.pushMethod, pushUrl: r.pushUrl, pushSecretSealed: r.pushSecretSealed, pushGoneEndpoint: r.pushGoneEndpoint },
  };
}

export async function attemptPush(pushId: number, opts: AttemptOptions = {}): Promise<AttemptOutcome> {
  const now = opts.now ?? new Date();
  const push = await loadPush(pushId);
  if (!push || push.status !== "pending") return { outcome: "skipped", reason: push ? `The push is ${push.status}` : "The push does not exist" };
  const method = push.method as PushMethod;
  const profile = push.profile;
  if (!profile || profile.pushMethod !== method) return finishUnsent(push, "failed", `Not sent: this buyer's deliveries are no longer pushed ${VIA[method]} (the delivery settings changed).`);
  const url = method !== "hubspot" && profile.pushUrl ? profile.pushUrl : push.url;
  if (!opts.manual && profile.pushGoneEndpoint === endpointKey(method, url)) {
    return finishUnsent(push, "disabled", "Not sent: this endpoint answered 410 Gone to an earlier push, so pushes to it are stopped. Fix it, then press Send again.");
  }
  const lead = await loadDeliveredLead(push.delivery.id);
  if (!lead) return { outcome: "skipped", reason: "The delivery does not exist" };
  // Retries run for a day: a person who opted out or was erased meanwhile is not sent on.
  if (lead.lead.deletedAt) return finishUnsent(push, "failed", "Not sent: the lead was deleted.");
  if (lead.lead.doNotContact) return finishUnsent(push, "failed", "Not sent: the person asked not to be contacted.");
  if (!(await claim(push.id, now))) {
    const retryAt = new Date((push.lastAttemptAt ?? now).getTime() + LEASE_MS + 1000);
    await schedulePush(db(), push.id, retryAt > now ? retryAt : new Date(now.getTime() + 1000), opts.manual ? { manual: true } : {});
    return { outcome: "skipped", reason: "Another attempt is in flight" };
  }
  const result = await sendPush({ method, url, messageId: push.messageId, sealedSecret: profile.pushSecretSealed, lead, now, lookup: opts.lookup, timeoutMs: opts.timeoutMs });
  return record(push, url, result, now, opts);
}

const CLAIM_SQL = `
  UPDATE delivery_pushes p SET "lastAttemptAt" = $2
  WHERE p.id = $1 AND p.status = 'pending'
    AND (p."lastAttemptAt" IS NULL OR p."lastAttemptAt" < $3
         OR EXISTS (SELECT 1 FROM delivery_push_attempts a WHERE a."pushId" = p.id AND a.at = p."lastAttemptAt"))`;

/** The attempt is ours: no other attempt of this push is in flight (or the one that was has lapsed). */
async function claim(pushId: number, now: Date): Promise<boolean> {
  const { rowCount } = await sql().query(prepared(CLAIM_SQL, [pushId, now, new Date(now.getTime() - LEASE_MS)]));
  return rowCount === 1;
}

/** How the buyer's set-up names a push endpoint that answered 410 Gone (buyer_profiles.pushGoneEndpoint). */
const endpointKey = (method: PushMethod, url: string) => `${method} ${url}`;

async function finishUnsent(push: PushRow, status: "failed" | "disabled", error: string): Promise<AttemptOutcome> {
  await db().$transaction(async (tx) => {
    await tx.deliveryPush.update({ where: { id: push.id }, data: { status, lastError: error } });
    await unschedulePush(tx, push.id);
  });
  log.warn("marketplace.push_not_sent", { pushId: push.id, deliveryId: push.delivery.id, method: push.method, status });
  return { outcome: status, statusCode: null, error };
}

/**
 * An attempt's outcome, in one statement (atomic, as a transaction would be):
 *  - the attempt's row, and the push's new state;
 *  - the endpoint's latest answer on the buyer's set-up: 410 stops its pushes; any other answer to a
 *    stopped one lifts that (not only when this push read it stopped: another push may have recorded
 *    a 410 while this one was on the wire);
 *  - a push disabled by a 410: the pushes still waiting for that endpoint stop too;
 *  - the next attempt's job (schedule.ts: its key replaces a pending one), or none any more.
 */
const RECORD_SQL = `
  WITH attempt AS (
    INSERT INTO delivery_push_attempts ("pushId", at, "statusCode", error, "durationMs") VALUES ($1, $2, $3::int, $4, $5)
  ), push AS (
    UPDATE delivery_pushes
    SET url = $6, status = $7::text, attempts = $8, "lastStatusCode" = $3::int, "lastError" = $9, "lastAttemptAt" = $2,
        "sentAt" = CASE WHEN $7::text = 'sent' THEN $2 ELSE "sentAt" END
    WHERE id = $1
  ), endpoint AS (
    UPDATE buyer_profiles SET "pushGoneEndpoint" = CASE WHEN $3::int = 410 THEN $11::text END
    WHERE "userId" = $10 AND $3::int IS NOT NULL AND ($3::int = 410 OR "pushGoneEndpoint" = $11::text)
  ), others_stopped AS (
    UPDATE delivery_pushes p SET status = 'disabled', "lastError" = $13
    FROM lead_deliveries d
    WHERE $7::text = 'disabled' AND d.id = p."deliveryId" AND d."buyerId" = $10 AND p.method = $12::text::"DeliveryPushMethod"
      AND p.url = $6 AND p.status = 'pending' AND p.id <> $1
  )
  SELECT CASE WHEN $14::timestamptz IS NULL THEN (graphile_worker.remove_job($15::text)).id
              ELSE (graphile_worker.add_job($16::text, payload => $17::json, run_at => $14::timestamptz, max_attempts => $18::int, job_key => $15::text, priority => $19::int)).id
         END AS job`;

async function record(push: PushRow, url: string, result: AttemptResult, now: Date, opts: AttemptOptions): Promise<AttemptOutcome> {
  const attempts = push.attempts + 1;
  const next = result.kind === "retry" ? nextAttemptAt({ attempts, now, deadline: retryDeadline(push.delivery.deliveredAt), throttle: result.throttle, retryAfterMs: result.retryAfterMs, random: opts.random }) : null;
  const status: PushStatus = result.kind === "sent" ? "sent" : result.kind === "disabled" ? "disabled" : next ? "pending" : "failed";
  const gaveUp = result.kind === "retry" && !next;
  const error = gaveUp ? `${result.error} No more retries: ${PUSH_RETRY_HOURS} hours have passed since the delivery (${attempts} attempt${attempts === 1 ? "" : "s"}).` : result.error;
  await sql().query(
    prepared(RECORD_SQL, [
      push.id, now, result.statusCode, result.error, result.durationMs, url, status, attempts, error, push.delivery.buyerId,
      endpointKey(push.method as PushMethod, url), push.method, `Not sent: the endpoint answered 410 Gone to push #${push.id}. Fix it, then press Send again.`,
      next, pushJobKey(push.id), PUSH_TASK, JSON.stringify({ pushId: push.id }), PUSH_JOB_MAX_ATTEMPTS, PUSH_PRIORITY,
    ]),
  );
  const fields = { pushId: push.id, deliveryId: push.delivery.id, method: push.method, attempt: attempts, statusCode: result.statusCode, durationMs: result.durationMs, status };
  if (status === "sent") log.info("marketplace.push_sent", fields);
  else log.warn("marketplace.push_not_sent", { ...fields, nextAttemptAt: next?.toISOString() ?? null });
  if (next) return { outcome: "retrying", statusCode: result.statusCode, error, nextAttemptAt: next };
  return { outcome: status as "sent" | "failed" | "disabled", statusCode: result.statusCode, error };
}
