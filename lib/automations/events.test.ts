import { afterAll, describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { AUTOMATION_EVENT_TASK, enqueueAutomationEvents, type AutomationEvent } from "@/lib/automations/events";

// Lead ids far above any the suite creates: these jobs only exist to be counted.
const base = 900_000_000 + randomInt(1_000_000);
const events: AutomationEvent[] = [
  { kind: "lead_captured", leadId: base },
  { kind: "lead_status_changed", leadId: base, from: "new", to: "lost" },
  { kind: "lead_captured", leadId: base + 1 },
];
const queued = () =>
  db().$queryRaw<{ key: string; payload: AutomationEvent }[]>`
    SELECT key, payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = ${AUTOMATION_EVENT_TASK} AND (payload->>'leadId')::int IN (${base}, ${base + 1}) ORDER BY key`;

afterAll(async () => {
  await db().$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE key LIKE ${`automation-event:%:${base}%`} OR key LIKE ${`automation-event:%:${base + 1}%`}`;
});

describe("automation events (real PostgreSQL)", () => {
  it("queues one job per event in the caller's transaction, and the same event twice stays one job", async () => {
    await db().$transaction(async (tx) => enqueueAutomationEvents(tx, events));
    await db().$transaction(async (tx) => enqueueAutomationEvents(tx, events.slice(0, 1)));
    const jobs = await queued();
    expect(jobs.map((j) => j.key)).toEqual([`automation-event:captured:${base}`, `automation-event:captured:${base + 1}`, `automation-event:status:${base}:lost`]);
    expect(jobs[2]!.payload).toEqual(events[1]);
  });

  it("a rolled-back transaction queues nothing", async () => {
    const leadId = base + 2;
    await expect(
      db().$transaction(async (tx) => {
        await enqueueAutomationEvents(tx, [{ kind: "lead_captured", leadId }]);
        throw new Error("the business write failed");
      }),
    ).rejects.toThrow("the business write failed");
    const n = await db().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker._private_jobs WHERE key = ${`automation-event:captured:${leadId}`}`;
    expect(Number(n[0]!.n)).toBe(0);
  });
});
