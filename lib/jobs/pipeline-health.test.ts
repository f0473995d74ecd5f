import { afterAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { makeLead } from "@/lib/crm/testing/fixtures";
import { makeBuyer } from "@/lib/marketplace/testing/fixtures";
import { pipelineAttention, pipelineHealth } from "@/lib/jobs/pipeline-health";
import { needsAttention } from "@/lib/setup/attention";
import { taskList } from "@/lib/jobs/task-list";
import { TASK_LABELS } from "@/lib/jobs/task-labels";
import { formatSeconds } from "@/lib/crm/format";
import { PIPELINE_WINDOW_MINUTES, QUEUE_BEHIND_SECONDS } from "@/lib/constants";

// The shared test database holds other tests' jobs, heartbeats and leads, all dated today: this file
// reads the pipeline at an instant years ahead, where only its own rows are recent, and its jobs
// belong to a task no worker knows (no test's worker ever runs them).
const tag = randomBytes(4).toString("hex");
const TASK = `health-test:${tag}`;
const NOW = new Date(Date.UTC(2031, 2, 4, 15, 0, 0));
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const leadIds: number[] = [];

async function job(runAt: Date, opts: { lockedAt?: Date } = {}): Promise<void> {
  const [row] = await db().$queryRaw<{ id: bigint }[]>`SELECT id FROM graphile_worker.add_job(${TASK}, '{}'::json, run_at => ${runAt}::timestamptz)`;
  if (opts.lockedAt) await db().$executeRaw`UPDATE graphile_worker._private_jobs SET locked_at = ${opts.lockedAt}, locked_by = ${`health-test-${tag}`} WHERE id = ${row!.id}`;
}

afterAll(async () => {
  await db().$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = ${TASK})`;
  await db().$executeRaw`DELETE FROM graphile_worker._private_tasks WHERE identifier = ${TASK}`;
  await db().workerHeartbeat.deleteMany({ where: { workerId: { startsWith: `health-test-${tag}` } } });
  await db().lead.deleteMany({ where: { id: { in: leadIds } } });
});

describe("the job pipeline right now (/admin/jobs; real PostgreSQL)", () => {
  it("the queue by task: waiting (and how long the oldest waited), running, later; no worker running is said, then a queue behind", async () => {
    await job(ago(QUEUE_BEHIND_SECONDS + 80));
    await job(ago(QUEUE_BEHIND_SECONDS + 10));
    await job(ago(30));
    await job(ago(20), { lockedAt: ago(10) });
    await job(new Date(NOW.getTime() + 3_600_000));

    const health = await pipelineHealth(NOW);
    expect(health.queue.find((r) => r.task === TASK)).toEqual({ task: TASK, waiting: 3, waitingLong: 2, running: 1, later: 1, oldestWaitSeconds: QUEUE_BEHIND_SECONDS + 80 });
    // Nobody beats years ahead: no worker is running, and /admin says so with the jobs that wait.
    expect(health.runners).toBe(0);
    const stopped = (await needsAttention(NOW)).find((i) => i.key === "worker-stopped");
    expect(stopped).toMatchObject({ href: "/admin/jobs", action: "See the queue" });
    expect(stopped!.count).toBe((await pipelineAttention(NOW)).waiting);
    expect(stopped!.count).toBeGreaterThanOrEqual(3);
    expect(stopped!.label).toBe("background jobs wait and no worker is running");

    // A worker beats: the same queue is now "behind" (its two jobs due over the limit ago), not "stopped".
    await db().workerHeartbeat.create({ data: { workerId: `health-test-${tag}-a`, seenAt: ago(5) } });
    await db().workerHeartbeat.create({ data: { workerId: `health-test-${tag}-old`, seenAt: ago(3600) } });
    const running = await pipelineHealth(NOW);
    expect(running.runners).toBe(1);
    expect(running.lastBeatAt).toEqual(ago(5));
    const items = await needsAttention(NOW);
    expect(items.find((i) => i.key === "worker-stopped")).toBeUndefined();
    const behind = items.find((i) => i.key === "queue-behind")!;
    expect(behind.label).toBe(`background jobs waiting over ${QUEUE_BEHIND_SECONDS / 60} minutes`);
    expect(behind.count).toBe((await pipelineAttention(NOW)).waitingLong);
    expect(behind.count).toBeGreaterThanOrEqual(2);
  });

  it("speed to lead over the window: capture → delivered and capture → the first e-mail to the person (not the agent's alert)", async () => {
    const buyer = await makeBuyer();
    const make = async (createdAt: Date, marketStatus: "routing" | "delivered") => {
      const lead = await makeLead(null);
      leadIds.push(lead.id);
      await db().lead.update({ where: { id: lead.id }, data: { createdAt, marketStatus, audience: "consumer" } });
      return { ...lead, createdAt };
    };
    const delivered = await make(ago(300), "delivered");
    await db().leadDelivery.create({ data: { leadId: delivered.id, buyerId: buyer.id, entitlementId: buyer.entitlementId, priceCents: 1800, deliveredAt: new Date(delivered.createdAt.getTime() + 2_000) } });
    const mail = (to: string, afterMs: number) =>
      db().communication.create({ data: { type: "email", direction: "outbound", status: "sent", toAddress: to, leadId: delivered.id, sentAt: new Date(delivered.createdAt.getTime() + afterMs) } });
    await mail("agent@agency.example", 1_000); // the buyer's alert: not the person's first e-mail
    await mail(delivered.email.toUpperCase(), 4_000);
    await mail(delivered.email, 9_000); // a later e-mail: the first one counts
    await make(ago(60), "routing");
    await make(ago(PIPELINE_WINDOW_MINUTES * 60 + 60), "routing"); // before the window

    const { window } = await pipelineHealth(NOW);
    expect(window).toEqual({
      minutes: PIPELINE_WINDOW_MINUTES,
      captured: 2,
      routing: 1,
      delivered: { count: 1, p50Seconds: 2, p95Seconds: 2, maxSeconds: 2 },
      firstEmail: { count: 1, p50Seconds: 4, p95Seconds: 4, maxSeconds: 4 },
    });
  });

  it("every task has words an operations manager reads, and a wait reads as people say it", () => {
    expect(Object.keys(taskList).filter((t) => !TASK_LABELS[t])).toEqual([]);
    expect([0.84, 42.4, 185, 7_500].map(formatSeconds)).toEqual(["0.8 s", "42 s", "3 min 5 s", "2 h 5 min"]);
  });
});
