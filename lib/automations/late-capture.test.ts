import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texasPhone, verifiableTag } from "@/test/fixtures/texas-lead";
import type { JobHelpers } from "graphile-worker";
import { db } from "@/lib/db";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { importFile } from "@/lib/imports/testing/upload";
import { automationTasks } from "@/lib/jobs/tasks/automations";
import { CAPTURE_GRACE_MINUTES } from "@/lib/automations/definitions";
import type { AutomationAction, Conditions, Trigger } from "@/lib/schemas/automation";

/**
 * A captured lead's event handled late (an import with "Run automations" ticked, its leads created
 * months ago by the file's Create Date): the follow-ups keep their spacing from the handling, and "not
 * contacted N minutes after capture" does not start. Handled on time, nothing changes. The automations
 * here match only this file's leads (by source), so other files' leads and automations are untouched.
 */

const t = verifiableTag();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const fileName = `late-${t}.csv`;
const importSource = `import:${fileName}`;
const freshSource = `fresh-${t}`;
const now = new Date();
const clock = { now: () => now };
const event = automationTasks(clock).event;
const helpers = { job: { attempts: 1, max_attempts: 10 } } as unknown as JobHelpers;
const created: number[] = [];
let followUps: number;
let notContacted: number;

async function automation(name: string, trigger: Trigger, actions: AutomationAction[]): Promise<number> {
  const row = await db().automation.create({ data: { name: `${name} ${t}`, type: trigger.type, trigger, actions, isActive: true } });
  created.push(row.id);
  return row.id;
}

const conditions: Conditions = { leadTypes: [], sources: [importSource, freshSource], minScore: null, verifiedOnly: false, duplicate: "any" };

beforeAll(async () => {
  const template = async (subject: string) => (await db().emailTemplate.create({ data: { name: `${subject} ${t}`, subject, body: "Hi {{first_name}}.", isActive: true } })).id;
  followUps = await automation("First touch, then follow-ups", { type: "lead_captured", conditions }, [
    { type: "send_template", templateId: await template("First touch"), delayMinutes: 0 },
    { type: "send_template", templateId: await template("Next-day follow-up"), delayMinutes: 24 * 60 },
    { type: "send_template", templateId: await template("Day-3 follow-up"), delayMinutes: 2 * 24 * 60 },
  ]);
  notContacted = await automation("Not contacted after 5 minutes", { type: "lead_not_contacted", minutes: 5, conditions }, [{ type: "alert_admins", delayMinutes: 0 }]);
});

afterAll(async () => {
  await db().automation.updateMany({ where: { id: { in: created } }, data: { isActive: false } });
});

const stepsOf = (leadId: number, automationId: number) => db().automationStep.findMany({ where: { leadId, automationId }, orderBy: { position: "asc" } });

describe("a captured lead's event handled late (real PostgreSQL)", () => {
  it("an import of months-old leads with automations ticked: first touch now, the follow-ups a day and three days later, no 'not contacted' alert", async () => {
    const admin = await makeUser("admin");
    const createDate = new Date(now.getTime() - 90 * DAY).toISOString().slice(0, 10);
    const phone = texasPhone();
    const csv = `Full Name,Email,Phone,Street Address,City,State,Zip,Create Date\nMaria Gonzalez,maria.late.${t}@gmail.com,${phone},4518 Burnet Rd,Austin,TX,78756,${createDate}\n`;
    const { imp } = await importFile(admin, csv, { name: fileName, runAutomations: true });
    expect(imp).toMatchObject({ status: "completed", createdCount: 1 });
    const lead = await db().lead.findFirstOrThrow({ where: { source: importSource } });
    expect(now.getTime() - lead.createdAt.getTime()).toBeGreaterThan(80 * DAY);
    expect(lead.emailValid).toBe(true);

    // The job the import queued, run as the worker runs it.
    const [queued] = await db().$queryRaw<{ payload: { kind: "lead_captured"; leadId: number; imported?: boolean } }[]>`SELECT payload FROM graphile_worker._private_jobs WHERE key = ${`automation-event:captured:${lead.id}`}`;
    expect(queued!.payload).toEqual({ kind: "lead_captured", leadId: lead.id, imported: true });
    await event(queued!.payload, helpers);

    const steps = await stepsOf(lead.id, followUps);
    expect(steps.map((s) => [s.position, s.status, s.runAt.getTime()])).toEqual([
      [0, "ran", now.getTime()],
      [1, "waiting", now.getTime() + DAY],
      [2, "waiting", now.getTime() + 3 * DAY],
    ]);
    // One e-mail now (the first touch); the follow-ups wait for their jobs.
    const mails = await db().communication.findMany({ where: { leadId: lead.id, automationId: followUps } });
    expect(mails.map((m) => m.subject)).toEqual(["First touch"]);
    const jobs = await db().$queryRaw<{ key: string; run_at: Date }[]>`SELECT key, run_at FROM graphile_worker.jobs WHERE key = ANY(${steps.slice(1).map((s) => `automation-step:${s.id}`)}::text[]) ORDER BY run_at`;
    expect(jobs.map((j) => j.run_at.getTime())).toEqual([now.getTime() + DAY, now.getTime() + 3 * DAY]);
    // The run still names the capture as its trigger (a contact logged since it stops the follow-ups).
    expect((await db().automationRun.findFirstOrThrow({ where: { leadId: lead.id, automationId: followUps } })).triggeredAt.getTime()).toBe(lead.createdAt.getTime());

    // Not "just captured": no 'not contacted' run, no admin alert (whatever automation asks for one).
    expect(await db().automationRun.count({ where: { leadId: lead.id, automation: { type: "lead_not_contacted" } } })).toBe(0);
    expect(await db().communication.count({ where: { leadId: lead.id, metadata: { path: ["kind"], equals: "automation_alert" } } })).toBe(0);
  });

  it("a web lead's event handled late (a worker down for 40 minutes): delays from the capture time, and 'not contacted' starts as before", async () => {
    const lead = await makeLead(null, { source: freshSource });
    const capturedAt = new Date(now.getTime() - (CAPTURE_GRACE_MINUTES + 25) * MIN);
    await db().lead.update({ where: { id: lead.id }, data: { createdAt: capturedAt, emailValid: true } });

    await event({ kind: "lead_captured", leadId: lead.id }, helpers);

    const steps = await stepsOf(lead.id, followUps);
    expect(steps.map((s) => [s.position, s.status, s.runAt.getTime()])).toEqual([
      [0, "ran", capturedAt.getTime()],
      [1, "waiting", capturedAt.getTime() + DAY],
      [2, "waiting", capturedAt.getTime() + 3 * DAY],
    ]);
    // Five minutes after capture is already past: the admins are told at once.
    const alert = await stepsOf(lead.id, notContacted);
    expect(alert.map((s) => [s.status, s.runAt.getTime()])).toEqual([["ran", capturedAt.getTime() + 5 * MIN]]);
  });
});
