/**
 * Deliveries with a push, for the push tests (real PostgreSQL): a buyer who pushes by webhook,
 * HubSpot or Zapier, a consumer lead captured and routed to them by the real pipeline, and the push
 * job run by a real graphile-worker. ZIPs from the Texas Panhandle that no other test's buyer covers.
 */
import { runOnce } from "graphile-worker";
import { expect } from "vitest";
import { db } from "@/lib/db";
import { workerLogger } from "@/lib/jobs/worker";
import { PUSH_TASK } from "@/lib/marketplace/deliver";
import { routeLead } from "@/lib/marketplace/route-lead";
import { seal } from "@/lib/marketplace/secret-box";
import { captureConsumer, makeBuyer, type BuyerSpec } from "@/lib/marketplace/testing/fixtures";
import { pushTask } from "@/lib/marketplace/push/task";
import { pushJobKey } from "@/lib/marketplace/push/schedule";

process.env.AUTH_SECRET ??= "test-secret-for-the-secret-box-0123456789";

const PANHANDLE = ["79001", "79005", "79010", "79011", "79012", "79013", "79014", "79015", "79016", "79018", "79019", "79022", "79024", "79025", "79027", "79029", "79031", "79032", "79033", "79034", "79035", "79036", "79039", "79040", "79041", "79042", "79043", "79044", "79045", "79046"];

/** Each file takes its own slice of ZIPs (`offset`), so no two tests share a buyer's territory. */
export function zipPicker(offset: number) {
  let next = offset;
  return () => PANHANDLE[next++ % PANHANDLE.length]!;
}

export type PushBuyer = Awaited<ReturnType<typeof makeBuyer>> & { zip: string };

const made: { entitlementId: number; buyerId: number }[] = [];

export async function pushBuyer(zip: string, spec: { method: "webhook" | "hubspot" | "zapier"; url: string; secret?: string | null } & BuyerSpec): Promise<PushBuyer> {
  const { method, url, secret, ...rest } = spec;
  // A period ending tomorrow: today's pacing cap is the whole quota, so one buyer can take several leads in a test.
  const now = Date.now();
  const period = { periodStart: new Date(now - 60_000), periodEnd: new Date(now + 86_400_000) };
  const buyer = await makeBuyer({ zips: [zip], pushMethod: method, pushUrl: url, pushSecretSealed: secret ? seal(secret) : null, ...period, ...rest });
  made.push({ entitlementId: buyer.entitlementId, buyerId: buyer.id });
  return { ...buyer, zip };
}

/** A verified consumer in the buyer's ZIP, captured and routed to them; the delivery's push row. */
export async function deliverTo(buyer: PushBuyer, now?: Date) {
  const leadId = await captureConsumer({ zipCode: buyer.zip }, now);
  const routed = await routeLead(leadId, now);
  expect(routed, `lead ${leadId} in ${buyer.zip}`).toMatchObject({ outcome: "delivered", delivery: { buyerId: buyer.id } });
  const push = await db().deliveryPush.findFirstOrThrow({ where: { delivery: { leadId } } });
  const lead = await db().lead.findUniqueOrThrow({ where: { id: leadId } });
  return { leadId, lead, push };
}

/** Runs the push jobs that are due now, with a real worker (other tasks' jobs are left alone). */
export async function runPushJobs(): Promise<void> {
  await runOnce({ connectionString: process.env.DATABASE_URL!, taskList: { [PUSH_TASK]: pushTask }, logger: workerLogger });
}

/** The push's waiting job (its next attempt), if any. */
export async function pushJob(pushId: number) {
  const rows = await db().$queryRaw<{ runAt: Date; payload: Record<string, unknown>; maxAttempts: number; lockedAt: Date | null }[]>`
    SELECT run_at AS "runAt", payload::jsonb AS payload, max_attempts AS "maxAttempts", locked_at AS "lockedAt"
    FROM graphile_worker._private_jobs WHERE key = ${pushJobKey(pushId)}`;
  return rows[0] ?? null;
}

/** Time passes: the push's next attempt is due now. */
export async function makePushDue(pushId: number): Promise<void> {
  await db().$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = ${pushJobKey(pushId)}`;
}

/**
 * The buyers this file made stop taking leads (so later files' leads are never routed to them), and
 * their pushes' waiting jobs go (no later file's worker run tries their closed receivers).
 */
export async function retireBuyers(): Promise<void> {
  const mine = made.splice(0);
  await db().entitlement.updateMany({ where: { id: { in: mine.map((m) => m.entitlementId) } }, data: { status: "ended" } });
  const pushes = await db().deliveryPush.findMany({ where: { delivery: { buyerId: { in: mine.map((m) => m.buyerId) } } }, select: { id: true } });
  await db().$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE key = ANY(${pushes.map((p) => pushJobKey(p.id))}::text[])`;
}
