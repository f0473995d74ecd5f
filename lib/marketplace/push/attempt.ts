import "server-only";
import { db } from "@/lib/db";
import { PUSH_RETRY_HOURS, PUSH_TIMEOUT_MS } from "@/lib/constants";
import { log } from "@/lib/log";
import type { PushMethod, PushStatus } from "@/lib/marketplace/push/methods";
import type { AttemptResult } from "@/lib/marketplace/push/outcome";
import type { HostLookup } from "@/lib/marketplace/push/push-url";
import { loadDeliveredLead } from "@/lib/marketplace/push/payload";
import { sendPush } from "@/lib/marketplace/push/send";
import { nextAttemptAt, retryDeadline, schedulePush, unschedulePush } from "@/lib/marketplace/push/schedule";

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

/**
 * The push, its delivery and the buyer's delivery settings as they are now, in one statement (a push
 * runs for every delivered lead: Prisma's nested read was four round trips). No profile: null.
 */
async function loadPush(pushId: number): Promise<(PushRow & { profile: Profile | null }) | null> {
  const rows = await db().$queryRaw<(Omit<PushRow, "delivery"> & { deliveryId: number; buyerId: number; deliveredAt: Date; pushMethod: string | null } & Omit<Profile, "pushMethod">)[]>`
    SELECT p.id, p.method::text AS method, p.url, p."messageId", p.status, p.attempts, p."lastAttemptAt",
           d.id AS "deliveryId", d."buyerId", d."deliveredAt",
           b."pushMethod"::text AS "pushMethod", b."pushUrl", b."pushSecretSealed", b."pushGoneEndpoint"
    FROM delivery_pushes p JOIN lead_deliveries d ON d.id = p."deliveryId" LEFT JOIN buyer_profiles b ON b."userId" = d."buyerId"
    WHERE p.id = ${pushId}`;
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

/** The attempt is ours: no other attempt of this push is in flight (or the one that was has lapsed). */
async function claim(pushId: number, now: Date): Promise<boolean> {
  const lapsed = new Date(now.getTime() - LEASE_MS);
  const claimed = await db().$executeRaw`
    UPDATE delivery_pushes p SET "lastAttemptAt" = ${now}
    WHERE p.id = ${pushId} AND p.status = 'pending'
      AND (p."lastAttemptAt" IS NULL OR p."lastAttemptAt" < ${lapsed}
           OR EXISTS (SELECT 1 FROM delivery_push_attempts a WHERE a."pushId" = p.id AND a.at = p."lastAttemptAt"))`;
  return claimed === 1;
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

async function record(push: PushRow, url: string, result: AttemptResult, now: Date, opts: AttemptOptions): Promise<AttemptOutcome> {
  const attempts = push.attempts + 1;
  const next = result.kind === "retry" ? nextAttemptAt({ attempts, now, deadline: retryDeadline(push.delivery.deliveredAt), throttle: result.throttle, retryAfterMs: result.retryAfterMs, random: opts.random }) : null;
  const status: PushStatus = result.kind === "sent" ? "sent" : result.kind === "disabled" ? "disabled" : next ? "pending" : "failed";
  const gaveUp = result.kind === "retry" && !next;
  const error = gaveUp ? `${result.error} No more retries: ${PUSH_RETRY_HOURS} hours have passed since the delivery (${attempts} attempt${attempts === 1 ? "" : "s"}).` : result.error;
  await db().$transaction(async (tx) => {
    await tx.deliveryPushAttempt.create({ data: { pushId: push.id, at: now, statusCode: result.statusCode, error: result.error, durationMs: result.durationMs } });
    await tx.deliveryPush.update({
      where: { id: push.id },
      data: { url, status, attempts, lastStatusCode: result.statusCode, lastError: error, lastAttemptAt: now, ...(status === "sent" ? { sentAt: now } : {}) },
    });
    if (next) await schedulePush(tx, push.id, next);
    else await unschedulePush(tx, push.id);
    // The endpoint's latest answer: 410 stops its pushes (below); any other answer to a stopped one lifts that.
    const endpoint = endpointKey(push.method as PushMethod, url);
    if (result.statusCode === 410) {
      await tx.$executeRaw`UPDATE buyer_profiles SET "pushGoneEndpoint" = ${endpoint} WHERE "userId" = ${push.delivery.buyerId}`;
    } else if (result.statusCode !== null) {
      // Not only when this push read it stopped: another push may have recorded a 410 while this one was on the wire.
      await tx.$executeRaw`UPDATE buyer_profiles SET "pushGoneEndpoint" = NULL WHERE "userId" = ${push.delivery.buyerId} AND "pushGoneEndpoint" = ${endpoint}`;
    }
    if (status === "disabled") {
      // The endpoint is gone: the pushes still waiting for it stop too.
      await tx.$executeRaw`
        UPDATE delivery_pushes p SET status = 'disabled', "lastError" = ${`Not sent: the endpoint answered 410 Gone to push #${push.id}. Fix it, then press Send again.`}
        FROM lead_deliveries d
        WHERE d.id = p."deliveryId" AND d."buyerId" = ${push.delivery.buyerId} AND p.method = ${push.method}::"DeliveryPushMethod"
          AND p.url = ${url} AND p.status = 'pending' AND p.id <> ${push.id}`;
    }
  });
  const fields = { pushId: push.id, deliveryId: push.delivery.id, method: push.method, attempt: attempts, statusCode: result.statusCode, durationMs: result.durationMs, status };
  if (status === "sent") log.info("marketplace.push_sent", fields);
  else log.warn("marketplace.push_not_sent", { ...fields, nextAttemptAt: next?.toISOString() ?? null });
  if (next) return { outcome: "retrying", statusCode: result.statusCode, error, nextAttemptAt: next };
  return { outcome: status as "sent" | "failed" | "disabled", statusCode: result.statusCode, error };
}
