import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { DELIVERY_LOG_ROWS } from "@/lib/constants";
import type { PushMethod, PushStatus } from "@/lib/marketplace/push/methods";
import { pushJobKey } from "@/lib/marketplace/push/schedule";

/**
 * The delivery log: a buyer's pushes (newest first) with every attempt's answer, and when the next
 * retry is due. A buyer sees only their own; an admin sees every buyer's (or one buyer's with
 * `buyerId`). The URL is shown as its origin and path only: a query string may hold a token.
 */
export type PushAttemptRow = { id: number; at: Date; statusCode: number | null; error: string | null; durationMs: number };

export type PushLogRow = {
  id: number;
  deliveryId: number;
  leadId: number;
  leadName: string;
  buyerId: number;
  buyerName: string;
  deliveredAt: Date;
  method: PushMethod;
  destination: string;
  messageId: string;
  status: PushStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
  attemptLog: PushAttemptRow[];
};

export type PushLogQuery = { buyerId?: number; status?: PushStatus; limit?: number; beforeId?: number };
export type PushLogPage = { rows: PushLogRow[]; nextBeforeId: number | null };

/** Attempts shown per push (the newest). */
export const ATTEMPTS_SHOWN = 20;

export function displayUrl(raw: string): string {
  try {
    const u = new URL(raw);
    return `${u.origin}${u.pathname}${u.search ? "?…" : ""}`;
  } catch {
    return raw.slice(0, 80);
  }
}

export async function listPushLog(viewer: SessionUser, query: PushLogQuery = {}): Promise<PushLogPage> {
  const limit = Math.min(Math.max(query.limit ?? DELIVERY_LOG_ROWS, 1), 200);
  const buyerId = viewer.role === "admin" ? query.buyerId : viewer.id;
  const rows = await db().deliveryPush.findMany({
    where: {
      ...(buyerId !== undefined ? { delivery: { buyerId } } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.beforeId ? { id: { lt: query.beforeId } } : {}),
    },
    orderBy: { id: "desc" },
    take: limit + 1,
    select: {
      id: true, method: true, url: true, messageId: true, status: true, attempts: true, lastStatusCode: true, lastError: true, lastAttemptAt: true, sentAt: true,
      delivery: { select: { id: true, leadId: true, buyerId: true, deliveredAt: true, lead: { select: { fullName: true } }, buyer: { select: { username: true, buyerProfile: { select: { agencyName: true } } } } } },
      attemptLog: { orderBy: [{ at: "desc" }, { id: "desc" }], take: ATTEMPTS_SHOWN, select: { id: true, at: true, statusCode: true, error: true, durationMs: true } },
    },
  });
  const page = rows.slice(0, limit);
  const pending = page.filter((r) => r.status === "pending").map((r) => pushJobKey(r.id));
  const jobs = pending.length
    ? await db().$queryRaw<{ key: string; runAt: Date }[]>`SELECT key, run_at AS "runAt" FROM graphile_worker._private_jobs WHERE key = ANY(${pending}::text[])`
    : [];
  const runAt = new Map(jobs.map((j) => [j.key, j.runAt]));
  return {
    rows: page.map((r) => ({
      id: r.id,
      deliveryId: r.delivery.id,
      leadId: r.delivery.leadId,
      leadName: r.delivery.lead.fullName,
      buyerId: r.delivery.buyerId,
      buyerName: r.delivery.buyer.buyerProfile?.agencyName ?? r.delivery.buyer.username,
      deliveredAt: r.delivery.deliveredAt,
      method: r.method as PushMethod,
      destination: r.method === "hubspot" ? "HubSpot contacts" : displayUrl(r.url),
      messageId: r.messageId,
      status: r.status as PushStatus,
      attempts: r.attempts,
      lastStatusCode: r.lastStatusCode,
      lastError: r.lastError,
      lastAttemptAt: r.lastAttemptAt,
      sentAt: r.sentAt,
      nextAttemptAt: runAt.get(pushJobKey(r.id)) ?? null,
      attemptLog: r.attemptLog,
    })),
    nextBeforeId: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}
