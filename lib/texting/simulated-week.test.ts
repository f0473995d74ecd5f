import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import type { JobHelpers, Task } from "graphile-worker";
import { db } from "@/lib/db";
import { captureLead } from "@/lib/leads/capture-lead";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { automationTasks } from "@/lib/jobs/tasks/automations";
import { textingTasks } from "@/lib/jobs/tasks/texting";
import { executeStep } from "@/lib/automations/run-step";
import { receiveText } from "@/lib/texting/inbound";
import { instantIn, wallClockIn } from "@/lib/texting/zoned-time";
import { DEFAULT_SMS_TEMPLATE } from "@/lib/automations/defaults";
import { seedAutomationDefaults } from "@/prisma/seed-automations";
import { startFakeTwilio, type FakeTwilio } from "@/test/fakes/twilio";
import { texasLead, verifiableTag } from "@/test/fixtures/texas-lead";
import { dropTwilio, useTwilio } from "@/test/texting";
import { ALWAYS_WORKING } from "@/lib/crm/testing/fixtures";

/**
 * A simulated week of texting (issue 33), with a controlled clock and no real waiting: 500 leads
 * captured around the clock from Monday 00:00 to Sunday night (Sunday morning and 8:55 p.m. on a Friday
 * among them), from Central and Mountain time (Austin, Houston and Dallas ZIPs; El Paso's; a ZIP across
 * the line; numbers without a ZIP, placed by their area code), an automation that texts at capture and
 * again the next day, people who reply, people who text STOP in the middle of it, and the real task
 * code (automations:event, automations:step, sms:send, texting:inbound) run by a harness that jumps the
 * clock from one event to the next. Every job is run by two runners at once; some steps are killed
 * before their commit; some texts are handed to Twilio and then lose their record (the retried job
 * must find them at Twilio), and some are claimed by a worker that dies before calling Twilio.
 */

const tag = verifiableTag(6);
const LEADS = Number(process.env.SIM_WEEK_LEADS ?? 500);
const C = "America/Chicago";
const M = "America/Denver";
const MIN = 60_000;
const HOUR = 60 * MIN;
const WEEK = 7 * 24 * HOUR;

// A Monday at least 40 days ahead, 00:00 Texas time.
const ahead = new Date(Date.now() + 40 * 86_400_000);
const w = wallClockIn(ahead, C);
const monday = instantIn(C, w.y, w.m, w.d + ((8 - w.weekday) % 7), 0);
const mw = wallClockIn(monday, C);
const at = (day: number, hh: number, mm: number, zone = C) => instantIn(zone, mw.y, mw.m, mw.d + day, hh * 60 + mm);

type Kind = "central" | "elpaso" | "mountain-area-code" | "central-area-code" | "cross-line";
const KINDS: { kind: Kind; zip: string | null; area: string; zones: string[] }[] = [
  { kind: "central", zip: "78756", area: "512", zones: [C] },
  { kind: "central", zip: "77002", area: "713", zones: [C] },
  { kind: "central", zip: "75201", area: "214", zones: [C] },
  { kind: "elpaso", zip: "79901", area: "915", zones: [M] },
  { kind: "central", zip: "78701", area: "737", zones: [C] },
  { kind: "mountain-area-code", zip: null, area: "915", zones: [M] },
  { kind: "central", zip: "78205", area: "210", zones: [C] },
  { kind: "central-area-code", zip: null, area: "432", zones: [C] },
  { kind: "cross-line", zip: "79855", area: "432", zones: [C, M] },
  { kind: "elpaso", zip: "79936", area: "915", zones: [M] },
];

type Plan = {
  i: number;
  at: Date;
  kind: Kind;
  zip: string | null;
  phone: string;
  zones: string[];
  consent: "quote-2025-01" | "contact-2025-01";
  /** Replies this long after its first text went. */
  replyAfter: number | null;
  /** Texts STOP this long after its first text went (before the next day's text). */
  stopAfter: number | null;
  id?: number;
};

const plans: Plan[] = Array.from({ length: LEADS }, (_, i) => {
  const k = KINDS[i % KINDS.length]!;
  return {
    i,
    // Around the clock, a little irregular (every ~20 minutes, plus 0–9 minutes).
    at: new Date(monday.getTime() + Math.floor((i * WEEK) / LEADS) + ((i * 7) % 10) * MIN),
    kind: k.kind,
    zip: k.zip,
    phone: `+1${k.area}${String(2_000_000 + ((i * 7919 + Number(tag)) % 7_000_000)).padStart(7, "0")}`,
    zones: k.zones,
    consent: i % 20 === 13 ? "contact-2025-01" : "quote-2025-01",
    replyAfter: i % 9 === 4 ? (30 + (i % 7) * 60) * MIN : null,
    stopAfter: i % 17 === 6 ? 2 * HOUR : null,
  };
});
// The moments: Sunday morning, and 8:55 p.m. on a Friday (Central and El Paso).
Object.assign(plans[10]!, { at: at(6, 7, 30), ...KINDS[0]!, replyAfter: null, stopAfter: null });
Object.assign(plans[11]!, { at: at(6, 10, 45), ...KINDS[3]!, replyAfter: null, stopAfter: null });
Object.assign(plans[12]!, { at: at(4, 20, 55), ...KINDS[1]!, replyAfter: null, stopAfter: null });
Object.assign(plans[13]!, { at: at(4, 20, 55), ...KINDS[3]!, replyAfter: null, stopAfter: null, consent: "quote-2025-01" });
Object.assign(plans[14]!, { at: at(4, 20, 59), ...KINDS[0]!, replyAfter: null, stopAfter: null });
plans.sort((a, b) => a.at.getTime() - b.at.getTime());

let fake: FakeTwilio;
let simNow = monday;
const clock = { now: () => simNow };
const automation = automationTasks(clock);
const texting = textingTasks(clock);
const helpers = { job: { attempts: 1, max_attempts: 10 } } as unknown as JobHelpers;
const restore = new Map<number, boolean>();
const failures: string[] = [];
const stats = { jobs: 0, killedBeforeCommit: 0, lostAfterTwilio: 0, diedBeforeTwilio: 0, replies: 0, stops: 0 };
let sequenceId = 0;

const leadIds = () => plans.filter((p) => p.id).map((p) => p.id!);

type Job = { id: string; identifier: string; payload: Record<string, number>; run_at: Date };
async function ownedJobs(): Promise<Job[]> {
  const ids = leadIds();
  return db().$queryRaw<Job[]>`
    SELECT j.id::text AS id, t.identifier, j.payload, j.run_at FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE j.locked_at IS NULL AND (
      (t.identifier = 'automations:event' AND (j.payload->>'leadId')::int = ANY(${ids}::int[]))
      OR (t.identifier = 'automations:step' AND EXISTS (SELECT 1 FROM automation_steps s WHERE s.id = (j.payload->>'stepId')::int AND s."leadId" = ANY(${ids}::int[])))
      OR (t.identifier IN ('sms:send', 'texting:inbound') AND EXISTS (SELECT 1 FROM communications c WHERE c.id = (j.payload->>'communicationId')::int AND c."leadId" = ANY(${ids}::int[]))))
    ORDER BY j.run_at, j.id`;
}

const TASKS: Record<string, Task> = { "automations:event": automation.event, "automations:step": automation.step, "sms:send": texting.send, "texting:inbound": texting.inbound };

/** Runs one job as the worker would, twice at once (two runners), with the faults described above. */
const timing: Record<string, number> = {};
async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await f();
  } finally {
    timing[label] = (timing[label] ?? 0) + performance.now() - t0;
  }
}
async function runJob(job: Job, n: number): Promise<void> {
  return timed(job.identifier, () => runJobInner(job, n));
}
async function runJobInner(job: Job, n: number): Promise<void> {
  await db().$executeRaw`UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'simulated-week' WHERE id = ${BigInt(job.id)}`;
  const task = TASKS[job.identifier]!;
  const id = job.payload.communicationId;
  if (job.identifier === "automations:step" && n % 9 === 0) {
    await db().$transaction(async (tx) => {
      await executeStep(tx, job.payload.stepId!, simNow);
      throw new Error("worker killed");
    }).catch((e: Error) => expect(e.message).toBe("worker killed"));
    stats.killedBeforeCommit++;
  }
  if (job.identifier === "sms:send" && n % 12 === 3) {
    // A worker claimed it and died before calling Twilio: after the claim went stale, the job runs again.
    const claimed = await db().communication.updateMany({ where: { id, status: { in: ["queued", "scheduled"] } }, data: { status: "sending" } });
    if (claimed.count) {
      await db().$executeRaw`UPDATE communications SET metadata = metadata || jsonb_build_object('claimedAt', ${new Date(Date.now() - 5 * MIN).toISOString()}::text) WHERE id = ${id}`;
      stats.diedBeforeTwilio++;
    }
  }
  // Two runners at once on every text's delivery (where a double send would happen) and on every fourth other job.
  const twice = job.identifier === "sms:send" || n % 4 === 0;
  const results = await Promise.allSettled(twice ? [task(job.payload, helpers), task(job.payload, helpers)] : [task(job.payload, helpers)]);
  for (const r of results) if (r.status === "rejected") failures.push(`${job.identifier} ${JSON.stringify(job.payload)}: ${String(r.reason)}`);
  if (job.identifier === "sms:send" && n % 12 === 0) {
    // Twilio took it, then the worker died before its row said so: the retried job must not send again.
    const row = await db().communication.findUnique({ where: { id }, select: { status: true, providerId: true, metadata: true } });
    if (row?.providerId && row.status === "accepted") {
      await db().communication.update({ where: { id }, data: { status: "sending", providerId: null, sentAt: null, metadata: { ...(row.metadata as object), claimedAt: new Date(Date.now() - 5 * MIN).toISOString() } } });
      await texting.send(job.payload, helpers);
      stats.lostAfterTwilio++;
    }
  }
  await db().$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE id = ${BigInt(job.id)}`;
}

async function runDueJobs(): Promise<number> {
  for (;;) {
    const jobs = await timed("ownedJobs", ownedJobs);
    const due = jobs.filter((j) => j.run_at.getTime() <= simNow.getTime());
    if (due.length === 0) return Math.min(Infinity, ...jobs.map((j) => j.run_at.getTime()));
    // Due jobs run four at a time, as a worker with WORKER_CONCURRENCY 4 runs them (each also by two runners, above).
    for (let i = 0; i < due.length; i += 4) await Promise.all(due.slice(i, i + 4).map((job) => runJob(job, stats.jobs++)));
  }
}

async function capture(p: Plan): Promise<void> {
  const input = texasLead({ fullName: ["Maria Gonzalez", "James Whitfield", "Rosa Villarreal", "DeShawn Carter"][p.i % 4], phone: p.phone, zipCode: p.zip, address: p.zip ? "1200 Main St" : null, consentVersion: p.consent }, `${tag}.${p.i}`);
  const result = await captureLead(leadSubmissionSchema.parse(input), { ip: "203.0.113.60", userAgent: "simulated-week", pageUrl: null, now: p.at });
  if (!result.ok || !result.body.id) throw new Error(`capture ${p.i} failed`);
  p.id = result.body.id;
}

const firstTextAt = async (p: Plan) => (await db().communication.findFirst({ where: { leadId: p.id, type: "sms", direction: "outbound", sentAt: { not: null } }, orderBy: { sentAt: "asc" } }))?.sentAt ?? null;

async function inbound(p: Plan, body: string): Promise<void> {
  const outcome = await receiveText({ MessageSid: `SM${randomBytes(16).toString("hex")}`, AccountSid: fake.accountSid, From: p.phone, To: fake.fromNumber, Body: body }, simNow);
  if (body === "STOP") {
    // Within the same request: the opt-out is recorded and nothing waits for that number any more.
    stats.stops++;
    expect(outcome.reply).toContain("unsubscribed");
    expect(await db().consentRevocation.count({ where: { phoneE164: p.phone, channel: "sms" } })).toBe(1);
    expect(await db().communication.count({ where: { type: "sms", direction: "outbound", toAddress: p.phone, status: { in: ["queued", "scheduled", "retrying"] } } })).toBe(0);
  } else stats.replies++;
}

/** The law's window, checked independently of lib/texting: Mon–Sat 9:00–21:00, Sun 12:00–21:00, local. */
function insideTexasWindow(t: Date, zone: string): boolean {
  const l = wallClockIn(t, zone);
  const minute = l.h * 60 + l.mi;
  return minute >= (l.weekday === 0 ? 12 * 60 : 9 * 60) && minute < 21 * 60;
}
/** The next allowed minute at or after t (the last minute before 9 p.m. is never used), by local calendar arithmetic. */
function expectedSend(t: Date, zones: string[]): Date {
  const ok = (x: Date) => zones.every((z) => insideTexasWindow(x, z) && insideTexasWindow(new Date(x.getTime() + MIN), z));
  if (ok(t)) return t;
  const starts = zones.flatMap((z) => {
    const l = wallClockIn(t, z);
    return [0, 1, 2].map((d) => instantIn(z, l.y, l.m, l.d + d, ((l.weekday + d) % 7 === 0 ? 12 : 9) * 60));
  });
  return starts.filter((s) => s.getTime() > t.getTime() && ok(s)).sort((a, b) => a.getTime() - b.getTime())[0]!;
}

describe("a simulated week of texting (real PostgreSQL, real task code, controlled clock)", () => {
  beforeAll(async () => {
    fake = await startFakeTwilio({ callbackMode: "hold" });
    useTwilio(fake);
    for (const a of await db().automation.findMany({ select: { id: true, isActive: true } })) restore.set(a.id, a.isActive);
    await db().automation.updateMany({ data: { isActive: false } });
    await seedAutomationDefaults(db());
    // Only this week's sequence runs (the seed creates the e-mail defaults switched on).
    await db().automation.updateMany({ data: { isActive: false } });
    const intro = await db().smsTemplate.findFirstOrThrow({ where: { name: DEFAULT_SMS_TEMPLATE.name }, orderBy: { id: "asc" } });
    await db().smsTemplate.update({ where: { id: intro.id }, data: { isActive: true } });
    const nextDay = await db().smsTemplate.create({ data: { name: `Next-day text ${tag}`, content: "Hi {{first_name}}, {{agent_name}} again: still want those quotes? A 10-minute call is all it takes." } });
    const seq = await db().automation.create({
      data: {
        name: `Simulated texting sequence ${tag}`,
        type: "lead_captured",
        isActive: true,
        trigger: { type: "lead_captured", conditions: { leadTypes: [], sources: [], minScore: null, verifiedOnly: false, duplicate: "any" } },
        actions: [
          { type: "send_text_template", templateId: intro.id, delayMinutes: 0 },
          { type: "send_text_template", templateId: nextDay.id, delayMinutes: 24 * 60 },
        ],
      },
    });
    sequenceId = seq.id;
    for (const k of ["ana", "ben"]) {
      await db().user.create({ data: { username: `${k}-week-${tag}`, password: "x", role: "agent", status: "active", email: `${k}.week.${tag}@agency.example`, ...ALWAYS_WORKING } });
    }
  }, 120_000);

  afterAll(async () => {
    const ids = leadIds();
    await db().communication.deleteMany({ where: { leadId: { in: ids } } });
    await db().consentRevocation.deleteMany({ where: { phoneE164: { in: plans.map((p) => p.phone) } } });
    await db().lead.deleteMany({ where: { id: { in: ids } } });
    await db().automation.deleteMany({ where: { id: sequenceId } });
    await db().user.updateMany({ where: { username: { endsWith: `-week-${tag}` } }, data: { status: "disabled", availableNow: false } });
    for (const [id, active] of restore) await db().automation.updateMany({ where: { id }, data: { isActive: active } });
    dropTwilio();
    await fake.close();
  });

  it("texts only inside the Texas window in the recipient's zone, at the next allowed minute when it waits, stops at STOP and at replies, and sends nothing twice", async () => {
    type Action = { at: Date; run: () => Promise<void> };
    const actions: Action[] = plans.map((p) => ({ at: p.at, run: () => timed("capture", () => capture(p)) }));
    // Replies and STOPs are timed from when each lead's first text is due to go (checked below).
    const followUps: Action[] = plans
      .flatMap((p) => {
        const first = expectedSend(p.at, p.zones).getTime();
        return [
          ...(p.replyAfter !== null ? [{ at: new Date(first + p.replyAfter), run: () => inbound(p, "Yes please, after 5 is best") }] : []),
          ...(p.stopAfter !== null ? [{ at: new Date(first + p.stopAfter), run: () => inbound(p, "STOP") }] : []),
        ];
      })
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    // While Sunday morning's lead waits, its step says what for, in the law's words.
    const sunday = plans.find((p) => p.i === 10)!;
    followUps.push({ at: new Date(sunday.at.getTime() + MIN), run: async () => {
      const step = await db().automationStep.findFirstOrThrow({ where: { leadId: sunday.id, automationId: sequenceId, position: 0 } });
      expect(step).toMatchObject({ status: "waiting", runAt: at(6, 12, 0), detail: "waiting for 12:00 p.m. (recipient's time, Texas law)" });
    } });
    followUps.sort((a, b) => a.at.getTime() - b.at.getTime());
    const end = new Date(monday.getTime() + WEEK + 3 * 24 * HOUR);
    let k = 0;
    for (;;) {
      const nextJob = await runDueJobs();
      const next = Math.min(actions[k]?.at.getTime() ?? Infinity, followUps[0]?.at.getTime() ?? Infinity, nextJob);
      if (!Number.isFinite(next) || next > end.getTime()) break;
      simNow = new Date(next);
      while (actions[k] && actions[k]!.at.getTime() === next) await actions[k++]!.run();
      while (followUps[0] && followUps[0].at.getTime() === next) await followUps.shift()!.run();
    }
    // SIM_WEEK_TIMING=1 prints where the time went (milliseconds per task, and the faults injected).
    if (process.env.SIM_WEEK_TIMING) console.log(JSON.stringify({ timing: Object.fromEntries(Object.entries(timing).map(([k, v]) => [k, Math.round(v)])), stats }));
    expect(k).toBe(actions.length);
    expect(failures).toEqual([]);
    expect(stats.killedBeforeCommit).toBeGreaterThan(20);
    expect(stats.lostAfterTwilio).toBeGreaterThan(20);
    expect(stats.diedBeforeTwilio).toBeGreaterThan(20);
    expect(stats.replies).toBeGreaterThan(20);
    expect(stats.stops).toBeGreaterThan(10);

    const ids = leadIds();
    const texts = await db().communication.findMany({ where: { leadId: { in: ids }, type: "sms" } });
    const steps = await db().automationStep.findMany({ where: { leadId: { in: ids }, automationId: sequenceId } });
    const automated = texts.filter((t) => t.direction === "outbound" && (t.metadata as { kind?: string }).kind === "automation");

    // Nothing twice: one Twilio message per handed-over text, and every handed-over text is one Twilio message.
    const handed = automated.filter((t) => t.providerId);
    expect(new Set(handed.map((t) => t.providerId)).size).toBe(handed.length);
    const toOurs = fake.messages.filter((m) => plans.some((p) => p.phone === m.to));
    expect(toOurs.length).toBe(handed.length);
    expect(new Set(toOurs.map((m) => `${m.to}|${m.body}`)).size).toBe(toOurs.length);
    expect(automated.filter((t) => !t.providerId && t.status !== "not_sent")).toEqual([]);

    let waited = 0;
    for (const p of plans) {
      const mine = handed.filter((t) => t.toAddress === p.phone).sort((a, b) => a.sentAt!.getTime() - b.sentAt!.getTime());
      // Not one text outside the Texas window, in every zone the recipient may be in.
      for (const t of mine) for (const z of p.zones) expect(insideTexasWindow(t.sentAt!, z), `lead ${p.i} (${p.kind}) texted at ${t.sentAt!.toISOString()} in ${z}`).toBe(true);
      const first = steps.find((s) => s.leadId === p.id && s.position === 0)!;
      if (p.consent === "contact-2025-01") {
        // The contact form's notice does not cover automated texts.
        expect(first.status, `lead ${p.i}`).toBe("skipped");
        expect(first.detail).toMatch(/does not cover automated texts/);
        expect(mine).toHaveLength(0);
        continue;
      }
      // The first text at capture, or, waiting, at exactly the next allowed minute in the recipient's time.
      const expected = expectedSend(p.at, p.zones);
      expect(mine[0]?.sentAt?.toISOString(), `lead ${p.i} (${p.kind}) captured ${p.at.toISOString()}`).toBe(expected.toISOString());
      if (expected.getTime() > p.at.getTime()) waited++;
      expect(mine[0]!.content).toMatch(/Reply STOP to opt out\.?$/);
      const second = steps.find((s) => s.leadId === p.id && s.position === 1)!;
      if (p.stopAfter !== null) {
        // STOP mid-sequence: nothing after it but the one confirmation; the next day's text never goes.
        const stopAt = mine[0]!.sentAt!.getTime() + p.stopAfter;
        expect(mine.filter((t) => t.sentAt!.getTime() > stopAt), `lead ${p.i}`).toHaveLength(0);
        expect(second.status, `lead ${p.i}`).toBe("skipped");
        expect(second.detail).toBe("The person opted out");
        expect(texts.filter((t) => t.leadId === p.id && (t.metadata as { kind?: string }).kind === "keyword_reply")).toHaveLength(1);
      } else if (p.replyAfter !== null && p.replyAfter < 24 * HOUR) {
        // A reply before the next day's text stops the sequence.
        expect(second.status, `lead ${p.i}`).toBe("skipped");
        expect(second.detail).toBe("The lead replied by text");
        expect(mine).toHaveLength(1);
      } else if (p.replyAfter === null) {
        expect(second.status, `lead ${p.i}`).toBe("ran");
        expect(mine).toHaveLength(2);
        expect(mine[1]!.sentAt!.toISOString()).toBe(expectedSend(new Date(p.at.getTime() + 24 * HOUR), p.zones).toISOString());
        expect(mine[1]!.content).not.toMatch(/Reply STOP to opt out/);
      }
    }
    // The week had every case: texts that waited for the morning (and Sunday noon), and the issue's own moments.
    expect(waited).toBeGreaterThan(100);
    const byIndex = (i: number) => plans.find((p) => p.i === i)!;
    expect((await firstTextAt(byIndex(10)))?.toISOString()).toBe(at(6, 12, 0).toISOString());
    expect((await firstTextAt(byIndex(11)))?.toISOString()).toBe(at(6, 12, 0, M).toISOString());
    expect((await firstTextAt(byIndex(12)))?.toISOString()).toBe(at(4, 20, 55).toISOString());
    expect((await firstTextAt(byIndex(13)))?.toISOString()).toBe(at(4, 20, 55).toISOString());
    expect((await firstTextAt(byIndex(14)))?.toISOString()).toBe(at(5, 9, 0).toISOString());
    const waitingStep = steps.find((s) => s.leadId === byIndex(10).id && s.position === 0)!;
    expect(waitingStep.status).toBe("ran");
    expect(await db().auditLog.count({ where: { action: "consent.revoke", entity: "consent_revocation" } })).toBeGreaterThanOrEqual(stats.stops);
  }, 300_000);
});
