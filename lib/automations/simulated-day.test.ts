import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobHelpers, Task } from "graphile-worker";
import { db } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { captureLead } from "@/lib/leads/capture-lead";
import { revokeConsent } from "@/lib/leads/opt-out";
import { logLeadContact } from "@/lib/crm/leads/log-contact";
import { assignLead } from "@/lib/crm/leads/assign";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { addDays, fromTexas, texasDate } from "@/lib/crm/texas-time";
import { sendEmailTask } from "@/lib/jobs/tasks/send-email";
import { automationTasks } from "@/lib/jobs/tasks/automations";
import { executeStep } from "@/lib/automations/run-step";
import { withinHours, type WorkingHours } from "@/lib/automations/availability";
import { DEFAULT_EMAIL_TEMPLATES, defaultAutomations } from "@/lib/automations/defaults";
import { seedAutomationDefaults } from "@/prisma/seed-automations";
import { startFakeResend, type FakeResend } from "@/test/fakes/resend";
import { texasLead, verifiableTag } from "@/test/fixtures/texas-lead";
import type { SessionUser } from "@/lib/auth/users";

/**
 * A simulated working day (issue 26), with a controlled clock and no real waiting: 200 agent prospects
 * (our own sales pipeline since issue 31) over 8 hours, 5 salespeople with shifts (one switched off at noon), the seeded automations, and the real task
 * code (automations:event, automations:step, email:send) run by a harness that advances the clock
 * from one event to the next and runs every job that is due. Every job is run by two runners at once;
 * some are "killed" before their commit, some after it (the job runs again), and some e-mails reach
 * Resend and then lose their record. The day is in the future, so the queue's immediate jobs (run_at
 * = the database's now) are due at once and the steps' jobs at their simulated times.
 */

const tag = verifiableTag(6);
const LEADS = 200;
const SPACING_MS = (8 * 3600 * 1000) / LEADS;

// A Tuesday at least 30 days ahead.
let day = addDays(texasDate(new Date()), 30);
while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 2) day = addDays(day, 1);
const at = (hhmm: string) => fromTexas(day, hhmm);
const DAY_START = at("08:00");
const NOON = at("12:00");
const MIN = 60_000;

type SimAgent = { key: string; hours: WorkingHours; accepts: ("home" | "auto" | "life")[]; off?: Date; user?: SessionUser & { email: string } };
const weekdays = [1, 2, 3, 4, 5];
const agents: SimAgent[] = [
  { key: "ana", hours: { workDays: weekdays, workStartMinute: 8 * 60, workEndMinute: 16 * 60 + 30 }, accepts: ["home", "auto"] },
  { key: "ben", hours: { workDays: weekdays, workStartMinute: 8 * 60, workEndMinute: 12 * 60 }, accepts: ["home", "auto"] },
  { key: "cruz", hours: { workDays: weekdays, workStartMinute: 12 * 60, workEndMinute: 16 * 60 + 30 }, accepts: ["home", "auto"] },
  { key: "dana", hours: { workDays: weekdays, workStartMinute: 10 * 60, workEndMinute: 16 * 60 + 30 }, accepts: ["auto"] },
  { key: "eli", hours: { workDays: weekdays, workStartMinute: 8 * 60, workEndMinute: 16 * 60 + 30 }, accepts: ["home", "auto"], off: NOON },
];
const agentById = (id: number | null) => agents.find((a) => a.user?.id === id);
/** Was the agent available (hours, switch) for a lead of this type at that instant? */
const available = (a: SimAgent, type: string, t: Date) =>
  withinHours(a.hours, t) && !(a.off && t.getTime() >= a.off.getTime()) && (a.accepts.length === 0 || (a.accepts as string[]).includes(type));

const NAMES = ["Maria Gonzalez", "James Whitfield", "Trang Nguyen", "Rosa Villarreal", "DeShawn Carter", "Emily Kowalski", "Luis Ortega", "Hannah Brooks"];
type Plan = { i: number; at: Date; leadType: "home" | "auto" | "life"; email: string; optedBefore: boolean; optsOutAfter: boolean; contactAfter: number | null; toBen?: boolean; id?: number; verified?: boolean };
const plans: Plan[] = Array.from({ length: LEADS }, (_, i) => ({
  i,
  at: new Date(DAY_START.getTime() + i * SPACING_MS),
  leadType: i % 50 === 20 ? "life" : i % 4 === 0 ? "auto" : "home",
  email: `sim.${tag}.${i}@gmail.com`,
  optedBefore: i % 25 === 3,
  optsOutAfter: i % 25 === 8,
  contactAfter: i % 3 === 0 ? 3 * MIN : i % 3 === 1 ? 10 * MIN : null,
}));

// Just before Ben's shift ends, an admin gives him a lead nobody will contact: its 5-minute alert falls
// outside his hours and waits for his next start (deterministic, whatever round-robin did).
const handedToBen = plans.filter((p) => p.at.getTime() < at("11:57").getTime() && p.contactAfter === null && p.leadType === "home" && !p.optedBefore && !p.optsOutAfter).at(-1)!;
handedToBen.toBen = true;

let resend: FakeResend;
let simNow = DAY_START;
const clock = { now: () => simNow };
const tasks = automationTasks(clock);
const helpers = { job: { attempts: 1, max_attempts: 10 } } as unknown as JobHelpers;
let admin: SessionUser;
let automationIds: { firstTouch: number; escalate: number; reassign: number };
const restore = { automations: new Map<number, boolean>(), agents: [] as number[] };
const failures: string[] = [];
const stats = { jobs: 0, killedBeforeCommit: 0, rerunAfterCommit: 0, emailsReplayed: 0 };

const leadIds = () => plans.filter((p) => p.id).map((p) => p.id!);

type Job = { id: string; identifier: string; payload: Record<string, number>; run_at: Date };
async function ownedJobs(): Promise<Job[]> {
  const ids = leadIds();
  return db().$queryRaw<Job[]>`
    SELECT j.id::text AS id, t.identifier, j.payload, j.run_at FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE j.locked_at IS NULL AND (
      (t.identifier = 'automations:event' AND (j.payload->>'leadId')::int = ANY(${ids}::int[]))
      OR (t.identifier = 'automations:step' AND EXISTS (SELECT 1 FROM automation_steps s WHERE s.id = (j.payload->>'stepId')::int AND s."leadId" = ANY(${ids}::int[])))
      OR (t.identifier = 'email:send' AND EXISTS (SELECT 1 FROM communications c WHERE c.id = (j.payload->>'communicationId')::int AND c."leadId" = ANY(${ids}::int[]))))
    ORDER BY j.run_at, j.id`;
}

const rerun = new Set<string>();
/** Runs one job as the worker would, twice at once (two runners), with the faults described above. */
async function runJob(job: Job, n: number): Promise<void> {
  // Locked like a worker's: a step that reschedules itself gets a new job (graphile-worker's rule).
  await db().$executeRaw`UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'simulated-day' WHERE id = ${BigInt(job.id)}`;
  const task: Task = job.identifier === "automations:event" ? tasks.event : job.identifier === "automations:step" ? tasks.step : sendEmailTask;
  if (job.identifier === "automations:step" && n % 5 === 0) {
    // Killed before the commit: everything the step did rolls back.
    await db().$transaction(async (tx) => {
      await executeStep(tx, job.payload.stepId!, simNow);
      throw new Error("worker killed");
    }).catch((e: Error) => expect(e.message).toBe("worker killed"));
    stats.killedBeforeCommit++;
  }
  const results = await Promise.allSettled([task(job.payload, helpers), task(job.payload, helpers)]);
  for (const r of results) if (r.status === "rejected") failures.push(`${job.identifier} ${JSON.stringify(job.payload)}: ${String(r.reason)}`);
  if (job.identifier === "email:send" && n % 4 === 0) {
    // Resend accepted it, then the worker died before its row said so: the retried job sends again.
    const { communicationId } = job.payload;
    const reset = await db().communication.updateMany({ where: { id: communicationId, status: "sent" }, data: { status: "queued" } });
    if (reset.count) {
      await sendEmailTask(job.payload, helpers);
      stats.emailsReplayed++;
    }
  }
  if (job.identifier === "automations:step" && n % 7 === 1 && !rerun.has(job.id)) {
    // Killed after the commit, before the job was marked done: the job runs again later.
    rerun.add(job.id);
    stats.rerunAfterCommit++;
    await db().$executeRaw`UPDATE graphile_worker._private_jobs SET locked_at = NULL, locked_by = NULL WHERE id = ${BigInt(job.id)}`;
    return;
  }
  await db().$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE id = ${BigInt(job.id)}`;
}

/** Runs every due job (and those they queue) until none is due; answers when the next one is due. */
async function runDueJobs(): Promise<number> {
  for (;;) {
    const jobs = await ownedJobs();
    const due = jobs.filter((j) => j.run_at.getTime() <= simNow.getTime());
    if (due.length === 0) return Math.min(Infinity, ...jobs.map((j) => j.run_at.getTime()));
    for (const job of due) await runJob(job, stats.jobs++);
  }
}

type Action = { at: Date; run: () => Promise<void> };

async function capture(p: Plan): Promise<void> {
  if (p.optedBefore) await revokeConsent({ email: p.email }, { ip: null, channel: "web-form" });
  // Agents asking us for leads (the landing page): our sales pipeline, round-robin and reassigned among our sales staff.
  const input = texasLead({ fullName: NAMES[p.i % NAMES.length], email: p.email, leadType: p.leadType, source: "landing", agencyName: "Hill Country Insurance" });
  // Every tenth person types a fake-looking name: stored unverified (or verified less often).
  if (p.i % 10 === 9) Object.assign(input, { fullName: "Test Test", address: "123 Fake St" });
  const result = await captureLead(leadSubmissionSchema.parse(input), { ip: "203.0.113.50", userAgent: "simulated-day", pageUrl: null, now: p.at });
  if (!result.ok || !result.body.id) throw new Error(`capture ${p.i} failed`);
  p.id = result.body.id;
  p.verified = result.body.validationResult.isValid;
}

async function contact(p: Plan): Promise<void> {
  const lead = await db().lead.findUniqueOrThrow({ where: { id: p.id! }, select: { assignedTo: true, doNotContact: true } });
  if (lead.doNotContact) return;
  const agent = agentById(lead.assignedTo);
  await logLeadContact(agent?.user ?? admin, { leadId: p.id!, kind: "call", outcome: "reached" }, simNow);
}

describe("a simulated day of speed to lead (real PostgreSQL, real task code, controlled clock)", () => {
  beforeAll(async () => {
    resend = await startFakeResend();
    Object.assign(process.env, { RESEND_API_KEY: resend.apiKey, RESEND_BASE_URL: resend.url, LEAD_ALERT_EMAILS: `ops.${tag}@agency.example`, EMAIL_FROM: "Texas Insurance Leads <leads@mail.example>" });
    resetEnvCache();
    // The shared database holds other files' agents and automations: switched off for the day, restored after.
    for (const a of await db().automation.findMany({ select: { id: true, isActive: true } })) restore.automations.set(a.id, a.isActive);
    await db().automation.updateMany({ data: { isActive: false } });
    restore.agents = (await db().user.findMany({ where: { role: "sales", availableNow: true }, select: { id: true } })).map((u) => u.id);
    await db().user.updateMany({ where: { id: { in: restore.agents } }, data: { availableNow: false } });

    await seedAutomationDefaults(db());
    const byName = async (name: string) => (await db().automation.findFirstOrThrow({ where: { name } })).id;
    const names = defaultAutomations({ firstTouch: 0, nextDay: 0, dayThree: 0 }).map((a) => a.name);
    automationIds = { firstTouch: await byName(names[0]!), escalate: await byName(names[1]!), reassign: await byName(names[2]!) };
    await db().automation.updateMany({ where: { id: { in: Object.values(automationIds) } }, data: { isActive: true } });
    await db().emailTemplate.updateMany({ where: { name: { in: Object.values(DEFAULT_EMAIL_TEMPLATES).map((t) => t.name) } }, data: { isActive: true } });

    const a = await db().user.create({ data: { username: `sim-admin-${tag}`, password: "x", role: "admin", status: "active", email: `sim-admin.${tag}@agency.example` } });
    admin = { id: a.id, username: a.username, role: "admin", status: "active" };
    for (const s of agents) {
      const u = await db().user.create({
        data: { username: `${s.key}-${tag}`, password: "x", role: "sales", status: "active", email: `${s.key}.${tag}@agency.example`, acceptsLeadTypes: s.accepts, ...s.hours },
      });
      s.user = { id: u.id, username: u.username, role: "sales", status: "active", email: u.email! };
    }
  }, 120_000);

  afterAll(async () => {
    const ids = leadIds();
    await db().communication.deleteMany({ where: { leadId: { in: ids } } });
    await db().lead.deleteMany({ where: { id: { in: ids } } });
    await db().user.updateMany({ where: { id: { in: [admin.id, ...agents.map((a) => a.user!.id)] } }, data: { status: "disabled", availableNow: false } });
    await db().user.updateMany({ where: { id: { in: restore.agents } }, data: { availableNow: true } });
    for (const a of await db().automation.findMany({ select: { id: true } })) await db().automation.update({ where: { id: a.id }, data: { isActive: restore.automations.get(a.id) ?? false } });
    for (const k of ["RESEND_API_KEY", "RESEND_BASE_URL", "LEAD_ALERT_EMAILS", "EMAIL_FROM"]) delete process.env[k];
    resetEnvCache();
    await resend.close();
  });

  it("drives first touch, escalation and reassignment on time, to available agents only, and sends nothing twice or to people who opted out", async () => {
    const actions: Action[] = [];
    for (const p of plans) {
      actions.push({ at: p.at, run: () => capture(p) });
      if (p.contactAfter !== null) actions.push({ at: new Date(p.at.getTime() + p.contactAfter), run: () => contact(p) });
      if (p.toBen) actions.push({ at: new Date(p.at.getTime() + 30_000), run: async () => void (await assignLead(admin, p.id!, agents.find((a) => a.key === "ben")!.user!.id)) });
      if (p.optsOutAfter) actions.push({ at: new Date(p.at.getTime() + 2 * MIN), run: () => revokeConsent({ email: p.email }, { ip: null, channel: "web-form" }).then(() => undefined) });
    }
    const eli = agents.find((a) => a.key === "eli")!;
    actions.push({ at: NOON, run: async () => void (await db().user.update({ where: { id: eli.user!.id }, data: { availableNow: false } })) });
    actions.sort((x, y) => x.at.getTime() - y.at.getTime());
    const end = new Date(plans.at(-1)!.at.getTime() + 20 * MIN);

    let k = 0;
    for (;;) {
      const nextJob = await runDueJobs();
      const next = Math.min(actions[k]?.at.getTime() ?? Infinity, nextJob);
      if (!Number.isFinite(next) || next > end.getTime()) break;
      simNow = new Date(next);
      while (actions[k] && actions[k]!.at.getTime() === next) await actions[k++]!.run();
    }
    expect(k).toBe(actions.length);
    expect(failures).toEqual([]);
    expect(stats.killedBeforeCommit).toBeGreaterThan(20);
    expect(stats.rerunAfterCommit).toBeGreaterThan(20);
    expect(stats.emailsReplayed).toBeGreaterThan(20);

    const ids = leadIds();
    const leads = new Map((await db().lead.findMany({ where: { id: { in: ids } } })).map((l) => [l.id, l]));
    const steps = await db().automationStep.findMany({ where: { leadId: { in: ids } }, include: { run: true } });
    const comms = await db().communication.findMany({ where: { leadId: { in: ids } } });
    const simAddresses = new Set(plans.map((p) => p.email));
    const deliveredTo = (email: string) => resend.delivered.filter((m) => (m.body.to as string[]).includes(email));
    const stepOf = (leadId: number, automationId: number, position = 0) => steps.find((s) => s.leadId === leadId && s.automationId === automationId && s.position === position);

    // Nothing twice: one delivery per Idempotency-Key, and one per (person, subject).
    const keys = resend.delivered.map((m) => String(m.headers["idempotency-key"]));
    expect(new Set(keys).size).toBe(keys.length);
    const toLeads = resend.delivered.filter((m) => (m.body.to as string[]).some((t) => simAddresses.has(t)));
    const perPersonSubject = toLeads.map((m) => `${String(m.body.to)}|${String(m.body.subject)}`);
    expect(new Set(perPersonSubject).size).toBe(perPersonSubject.length);

    for (const p of plans) {
      const lead = leads.get(p.id!)!;
      const mail = deliveredTo(p.email);
      const first = stepOf(lead.id, automationIds.firstTouch);
      if (p.optedBefore) {
        // Opted out before they asked again: stored do-not-contact, and nothing at all is sent to them.
        expect(lead.doNotContact, `lead ${p.i}`).toBe(true);
        expect(mail, `lead ${p.i}`).toHaveLength(0);
        if (first) expect(first.status).toBe("skipped");
        continue;
      }
      if (p.verified && lead.isVerified) {
        // Verified: the first touch within 60 s of capture (here at the capture's own instant), one e-mail,
        // with the person's name, the agent's name, the opt-out link and the postal address.
        expect(first?.status, `lead ${p.i}`).toBe("ran");
        expect(first!.doneAt!.getTime() - lead.createdAt.getTime()).toBeLessThanOrEqual(60_000);
        const touch = mail.filter((m) => String(m.body.subject).includes("your insurance quote request"));
        expect(touch, `lead ${p.i}`).toHaveLength(1);
        const text = String(touch[0]!.body.text);
        expect(text).toContain(`Hi ${lead.fullName.split(" ")[0]},`);
        expect(text).toContain(`/opt-out?email=${encodeURIComponent(p.email)}`);
        expect(text).toContain("100 Congress Ave, Suite 2000, Austin, TX 78701");
        const agentAtSend = comms.find((c) => c.id === first!.communicationId)!;
        expect(agentAtSend.automationId).toBe(automationIds.firstTouch);
        if (lead.assignedTo !== null && !p.toBen && !steps.some((s) => s.leadId === lead.id && s.action === "reassign" && s.status === "ran")) {
          expect(text).toContain(`I'm ${agentById(lead.assignedTo)!.user!.username}, a licensed agent`);
        }
        expect(mail.some((m) => String(m.body.subject).startsWith("We received your request"))).toBe(false);
      } else if (lead.emailValid) {
        // Not verified: no automation covers them, so the confirmation receipt (and only it) goes out.
        expect(first, `lead ${p.i}`).toBeUndefined();
        expect(mail.filter((m) => String(m.body.subject).startsWith("We received your request")), `lead ${p.i}`).toHaveLength(1);
      }
      if (p.optsOutAfter) {
        // Opted out two minutes after capture: nothing after that, and their escalation stopped.
        const escalation = stepOf(lead.id, automationIds.escalate);
        expect(escalation?.status, `lead ${p.i}`).toBe("skipped");
        expect(escalation?.detail).toMatch(/opted out|asked not to be contacted/);
        expect(mail.length).toBeLessThanOrEqual(1);
        continue;
      }

      const alert = stepOf(lead.id, automationIds.escalate, 0)!;
      const adminsTold = stepOf(lead.id, automationIds.escalate, 1)!;
      const reassign = stepOf(lead.id, automationIds.reassign)!;
      expect(alert.run.triggeredAt.getTime()).toBe(lead.createdAt.getTime());
      expect(adminsTold.runAt.getTime()).toBe(lead.createdAt.getTime() + 5 * MIN);
      expect(reassign.runAt.getTime()).toBe(lead.createdAt.getTime() + 15 * MIN);
      if (p.contactAfter === 3 * MIN) {
        // Contacted before the first threshold: no escalation, no reassignment.
        for (const s of [alert, adminsTold, reassign]) expect([s.status, s.detail]).toEqual(["skipped", "An agent contacted the lead"]);
        continue;
      }
      // Escalated at exactly 5 minutes: the admins then, the agent then or (outside their hours) when their hours begin.
      expect(adminsTold.status, `lead ${p.i}`).toBe("ran");
      expect(adminsTold.doneAt!.getTime()).toBe(lead.createdAt.getTime() + 5 * MIN);
      const firstAgent = await db().auditLog.findFirst({ where: { entity: "lead", entityId: String(lead.id), action: "lead.assign" }, orderBy: { id: "asc" } });
      if (firstAgent) {
        const roundRobin = agentById((firstAgent.changes as { assignedTo: { to: number } }).assignedTo.to)!;
        expect(available(roundRobin, p.leadType, lead.createdAt), `lead ${p.i} assigned to an unavailable agent`).toBe(true);
        const holder = p.toBen ? agents.find((a) => a.key === "ben")! : roundRobin;
        if (alert.status === "ran") {
          expect(alert.doneAt!.getTime()).toBe(lead.createdAt.getTime() + 5 * MIN);
          expect(withinHours(holder.hours, alert.doneAt!)).toBe(true);
          expect(alert.targetUserId).toBe(holder.user!.id);
        } else {
          expect(alert.status, `lead ${p.i}`).toBe("waiting");
          expect(withinHours(holder.hours, new Date(lead.createdAt.getTime() + 5 * MIN))).toBe(false);
          expect(alert.runAt.getTime()).toBe(fromTexas(addDays(day, 1), "08:00").getTime() + (holder.hours.workStartMinute - 8 * 60) * MIN);
        }
      } else {
        // Nobody available at capture (life leads: no agent takes them): unassigned, admins told once.
        expect(lead.assignedTo).toBeNull();
        expect(comms.filter((c) => c.leadId === lead.id && c.dedupeKey === `lead-unassigned:${lead.id}`)).toHaveLength(1);
      }
      if (p.contactAfter === 10 * MIN) {
        expect([reassign.status, reassign.detail]).toEqual(["skipped", "An agent contacted the lead"]);
        continue;
      }
      // Never contacted: reassigned at exactly 15 minutes to an available agent who takes the type, or kept when none is.
      expect(reassign.doneAt!.getTime(), `lead ${p.i}`).toBe(lead.createdAt.getTime() + 15 * MIN);
      const t15 = reassign.doneAt!;
      const previous = p.toBen ? agents.find((a) => a.key === "ben")!.user!.id : firstAgent ? (firstAgent.changes as { assignedTo: { to: number } }).assignedTo.to : null;
      if (reassign.status === "ran") {
        const to = agentById(reassign.targetUserId)!;
        expect(available(to, p.leadType, t15), `lead ${p.i} reassigned to an unavailable agent`).toBe(true);
        expect(to.user!.id).not.toBe(previous);
        expect(lead.assignedTo).toBe(to.user!.id);
      } else {
        expect(reassign.status).toBe("skipped");
        expect(agents.filter((a) => a.user!.id !== previous && available(a, p.leadType, t15))).toEqual([]);
      }
    }

    // Eli was switched off at noon: nothing given to him after it.
    const eliId = agents.find((a) => a.key === "eli")!.user!.id;
    for (const p of plans.filter((x) => x.at.getTime() >= NOON.getTime())) {
      const assign = await db().auditLog.findFirst({ where: { entity: "lead", entityId: String(p.id), action: "lead.assign" } });
      if (assign) expect((assign.changes as { assignedTo: { to: number } }).assignedTo.to).not.toBe(eliId);
    }
    expect(steps.filter((s) => s.action === "reassign" && s.status === "ran" && s.doneAt!.getTime() >= NOON.getTime() && s.targetUserId === eliId)).toEqual([]);
    // The day had every case: alerts waiting for an agent's hours, reassignments, nobody to reassign to.
    const counted = (action: string, status: string) => steps.filter((s) => s.action === action && s.status === status).length;
    expect(counted("alert_agent", "ran")).toBeGreaterThan(20);
    expect(counted("alert_agent", "waiting")).toBeGreaterThan(0);
    expect(stepOf(handedToBen.id!, automationIds.escalate, 0)).toMatchObject({ status: "waiting", runAt: fromTexas(addDays(day, 1), "08:00") });
    expect(counted("reassign", "ran")).toBeGreaterThan(20);
    expect(counted("reassign", "skipped")).toBeGreaterThan(counted("reassign", "ran"));
    expect(plans.filter((p) => p.leadType === "life" && leads.get(p.id!)!.assignedTo === null)).toHaveLength(4);
    // The follow-ups of verified leads nobody contacted wait for tomorrow and the day after.
    const followUps = steps.filter((s) => s.automationId === automationIds.firstTouch && s.position > 0 && s.status === "waiting");
    expect(followUps.length).toBeGreaterThan(10);
  }, 600_000);
});
