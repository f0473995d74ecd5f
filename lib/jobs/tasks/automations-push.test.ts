import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { JobHelpers } from "graphile-worker";
import pg from "pg";
import { db } from "@/lib/db";
import { makeLead } from "@/lib/crm/testing/fixtures";
import { makeBuyer } from "@/lib/marketplace/testing/fixtures";
import { pushBuyer, retireBuyers, zipPicker } from "@/lib/marketplace/push/testing/push-fixtures";
import { pushJobKey } from "@/lib/marketplace/push/schedule";
import { systemClock } from "@/lib/automations/definitions";
import { newWebhookSecret } from "@/lib/marketplace/secret-box";
import { PUSH_FALLBACK_MS } from "@/lib/marketplace/push/right-away";
import { setEnv } from "@/test/fakes/integration-env";
import { startWebhookReceiver } from "@/test/fakes/webhook-receiver";
import { automationTasks } from "@/lib/jobs/tasks/automations";

/**
 * The lead's event job (lib/jobs/tasks/automations.ts) wakes this process's push lane once its
 * transaction has committed, and only when the delivery queued a push; where a push lane runs, it
 * attempts the push itself instead (lib/marketplace/push/right-away.ts). What the lane sees when woken
 * is read here from a connection of its own: a push job committed, never one still in the transaction.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL!, max: 1 });
const current = { leadId: 0, laneHere: false };
/** For each wake-up: how many push jobs of the current lead's delivery another connection saw. */
const seen: Promise<number>[] = [];
vi.mock("@/lib/jobs/push-lane", () => ({
  nudgePushLane: vi.fn(() => {
    seen.push(
      pool
        .query<{ n: number }>(
          `SELECT count(*)::int AS n FROM lead_deliveries d JOIN delivery_pushes p ON p."deliveryId" = d.id
             JOIN graphile_worker._private_jobs j ON j.key = 'marketplace-push:' || p.id WHERE d."leadId" = $1`,
          [current.leadId],
        )
        .then((r) => r.rows[0]!.n),
    );
    return true;
  }),
  pushLaneHere: vi.fn(() => current.laneHere),
  addPushWorker: vi.fn(),
  removePushWorkers: vi.fn(),
}));

const freshZip = zipPicker(16);
const event = automationTasks(systemClock).event;
const others: number[] = [];

/** A verified consumer in a ZIP, waiting for its route (no event job of its own: the test runs the task itself). */
async function consumerIn(zip: string): Promise<number> {
  const lead = await makeLead(null);
  await db().lead.update({ where: { id: lead.id }, data: { audience: "consumer", marketStatus: "routing", zipCode: zip, zip5: zip } });
  return lead.id;
}

beforeEach(() => {
  seen.length = 0;
  current.laneHere = false;
});

afterAll(async () => {
  await retireBuyers();
  await db().entitlement.updateMany({ where: { id: { in: others } }, data: { status: "ended" } });
  await pool.end();
});

describe("the lead's event job and the push lane", () => {
  it("wakes the push lane after the commit when the delivery queued a push", async () => {
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: "https://hooks.example.com/leads" });
    const leadId = await consumerIn(buyer.zip);
    current.leadId = leadId;
    const { nudgePushLane } = await import("@/lib/jobs/push-lane");
    vi.mocked(nudgePushLane).mockClear();

    await event({ kind: "lead_captured", leadId }, {} as JobHelpers);

    const delivery = await db().leadDelivery.findUniqueOrThrow({ where: { leadId }, include: { pushes: true } });
    expect(delivery.buyerId).toBe(buyer.id);
    expect(delivery.pushes).toHaveLength(1);
    expect((await pool.query(`SELECT 1 FROM graphile_worker._private_jobs WHERE key = $1`, [pushJobKey(delivery.pushes[0]!.id)])).rowCount).toBe(1);
    // Woken once, when another connection could already see the push's job (committed).
    expect(nudgePushLane).toHaveBeenCalledTimes(1);
    expect(await Promise.all(seen)).toEqual([1]);
  });

  it("leaves the lane alone when the buyer takes leads in the CRM only", async () => {
    const zip = freshZip();
    const buyer = await makeBuyer({ zips: [zip] });
    others.push(buyer.entitlementId);
    const leadId = await consumerIn(zip);
    current.leadId = leadId;
    const { nudgePushLane } = await import("@/lib/jobs/push-lane");
    vi.mocked(nudgePushLane).mockClear();

    await event({ kind: "lead_captured", leadId }, {} as JobHelpers);

    expect((await db().leadDelivery.findUniqueOrThrow({ where: { leadId } })).buyerId).toBe(buyer.id);
    expect(nudgePushLane).not.toHaveBeenCalled();
  });

  it("attempts the push itself once committed where a push lane runs: its job, a minute ahead, is removed once the buyer has it", async () => {
    const receiver = await startWebhookReceiver();
    setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: receiver.origin });
    try {
      const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url("/right-away"), secret: newWebhookSecret() });
      const leadId = await consumerIn(buyer.zip);
      current.leadId = leadId;
      current.laneHere = true;
      const { nudgePushLane } = await import("@/lib/jobs/push-lane");
      vi.mocked(nudgePushLane).mockClear();

      const started = Date.now();
      await event({ kind: "lead_captured", leadId }, {} as JobHelpers);
      const push = (await db().leadDelivery.findUniqueOrThrow({ where: { leadId }, include: { pushes: true } })).pushes[0]!;
      // Committed with the delivery: the job is the guarantee, due a minute later (unless the attempt already removed it).
      const job = await pool.query<{ runAt: Date }>(`SELECT run_at AS "runAt" FROM graphile_worker._private_jobs WHERE key = $1`, [pushJobKey(push.id)]);
      if (job.rowCount) expect(job.rows[0]!.runAt.getTime()).toBeGreaterThanOrEqual(started + PUSH_FALLBACK_MS - 1000);

      await expect.poll(() => receiver.received.filter((r) => r.path === "/right-away").length, { timeout: 10_000, interval: 50 }).toBe(1);
      expect((JSON.parse(receiver.received.find((r) => r.path === "/right-away")!.body) as { data: { lead_id: number } }).data.lead_id).toBe(leadId);
      await expect.poll(async () => (await db().deliveryPush.findUniqueOrThrow({ where: { id: push.id } })).status, { timeout: 10_000, interval: 50 }).toBe("sent");
      expect((await pool.query(`SELECT 1 FROM graphile_worker._private_jobs WHERE key = $1`, [pushJobKey(push.id)])).rowCount).toBe(0);
      expect(nudgePushLane).not.toHaveBeenCalled();
    } finally {
      setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: undefined });
      await receiver.close();
    }
  });
});
