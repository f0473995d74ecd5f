import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { captureLead } from "@/lib/leads/capture-lead";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { assignLead } from "@/lib/crm/leads/assign";
import { leadAssignedDedupeKey, leadAssignedSubject } from "@/lib/crm/leads/assignment-email";
import { texasPhone } from "@/test/fixtures/texas-lead";

/**
 * Round-robin assignment of agent prospects to our sales staff. Other test files leave salespeople in the shared test database: they are
 * set inactive for this file and restored afterwards.
 */
let parked: number[] = [];
let homeA: SessionUser, homeB: SessionUser, lifeOnly: SessionUser, inactive: SessionUser, admin: SessionUser;
/** Registered and waiting for approval (or rejected): they take every type, and have waited "longest" (never given a lead). */
let pending: SessionUser, rejected: SessionUser;

beforeAll(async () => {
  parked = (await db().user.findMany({ where: { role: "sales", status: "active" }, select: { id: true } })).map((u) => u.id);
  await db().user.updateMany({ where: { id: { in: parked } }, data: { status: "disabled" } });
  homeA = await makeUser("sales", { email: "home.a@agency.example" });
  homeB = await makeUser("sales", { acceptsLeadTypes: ["home", "auto"] });
  lifeOnly = await makeUser("sales", { acceptsLeadTypes: ["life"], email: "life@agency.example" });
  inactive = await makeUser("sales", { status: "disabled" });
  pending = await makeUser("sales", { status: "pending" });
  rejected = await makeUser("sales", { status: "rejected" });
  admin = await makeUser("admin");
});

afterAll(async () => {
  await db().user.updateMany({ where: { id: { in: [homeA.id, homeB.id, lifeOnly.id] } }, data: { status: "disabled" } });
  await db().user.updateMany({ where: { id: { in: parked } }, data: { status: "active" } });
});

/** A genuine lead of this type captured through the pipeline; the agent round-robin gave it to. */
async function captureOfType(leadType: "home" | "auto" | "life" | "all"): Promise<{ id: number; assignedTo: number | null }> {
  const tag = randomInt(100_000, 999_999);
  const result = await captureLead(
    leadSubmissionSchema.parse({ fullName: "Rosa Villarreal", email: `rosa.rr${tag}@gmail.com`, phone: texasPhone(), leadType, source: "landing" }),
    { ip: "203.0.113.9", userAgent: "test", pageUrl: null },
  );
  const lead = await db().lead.findUniqueOrThrow({ where: { id: result.body.success ? result.body.id! : 0 }, select: { id: true, assignedTo: true } });
  return lead;
}
const assignOne = async (leadType: "home" | "auto" | "life" | "all") => (await captureOfType(leadType)).assignedTo;

describe("round-robin assignment at capture", () => {
  it("takes turns among active agents who accept the type (empty list = all types)", async () => {
    const got = [];
    for (let i = 0; i < 6; i++) got.push(await assignOne("home"));
    expect(new Set(got)).toEqual(new Set([homeA.id, homeB.id]));
    expect(got.filter((id) => id === homeA.id)).toHaveLength(3);
    expect(got).not.toContain(inactive.id);
    expect(got).not.toContain(pending.id);
    expect(got).not.toContain(rejected.id);
    expect(got).not.toContain(admin.id);
  });

  it("never gives a lead to an account waiting for approval, whatever the number of leads, nor lets an admin assign one to it", async () => {
    const got = new Set<number | null>();
    for (const type of ["home", "auto", "life", "all", "home", "auto", "life", "all"] as const) got.add(await assignOne(type));
    expect(got.has(pending.id)).toBe(false);
    expect(got.has(rejected.id)).toBe(false);
    const lead = await makeLead(null);
    await expect(assignLead(admin, lead.id, pending.id)).rejects.toThrow(/not found/);
    expect(await db().lead.count({ where: { assignedTo: { in: [pending.id, rejected.id] } } })).toBe(0);
  });

  it("gives a type only to agents who accept it", async () => {
    const life = [await assignOne("life"), await assignOne("life"), await assignOne("life")];
    expect(new Set(life)).toEqual(new Set([homeA.id, lifeOnly.id]));
  });

  it("leaves the lead unassigned when nobody accepts it", async () => {
    await db().user.update({ where: { id: homeA.id }, data: { acceptsLeadTypes: ["home"] } });
    await db().user.update({ where: { id: lifeOnly.id }, data: { status: "disabled" } });
    try {
      expect(await assignOne("life")).toBeNull();
    } finally {
      await db().user.update({ where: { id: homeA.id }, data: { acceptsLeadTypes: [] } });
      await db().user.update({ where: { id: lifeOnly.id }, data: { status: "active" } });
    }
  });

  it("audits the assignment and e-mails an agent who has an address", async () => {
    await db().user.update({ where: { id: homeA.id }, data: { lastLeadAssignedAt: new Date() } });
    await db().user.update({ where: { id: lifeOnly.id }, data: { lastLeadAssignedAt: null } });
    const lead = await captureOfType("life");
    expect(lead.assignedTo).toBe(lifeOnly.id);
    expect(await db().auditLog.findFirst({ where: { entity: "lead", entityId: String(lead.id), action: "lead.assign" } })).toMatchObject({
      actorId: null,
      changes: { assignedTo: { from: null, to: lifeOnly.id }, how: "round_robin" },
    });
    const mail = await db().communication.findFirst({ where: { dedupeKey: { startsWith: `lead-assigned:${lead.id}:` } } });
    expect(mail).toMatchObject({ toAddress: "life@agency.example", status: "queued" });
    expect(mail!.subject).toContain(`#${lead.id}`);
  });

  it("spreads concurrent captures over the agents instead of queueing them on one (SKIP LOCKED)", async () => {
    const got = await Promise.all(Array.from({ length: 4 }, () => assignOne("home")));
    expect(got.every((id) => id === homeA.id || id === homeB.id)).toBe(true);
    expect(got.filter((id) => id === homeA.id).length).toBeGreaterThanOrEqual(1);
    expect(got.filter((id) => id === homeB.id).length).toBeGreaterThanOrEqual(1);
  });
});

describe("captureLead assigns round-robin in its transaction", () => {
  it("stores the lead already assigned", async () => {
    const tag = randomInt(100_000, 999_999);
    const result = await captureLead(
      leadSubmissionSchema.parse({ fullName: "Rosa Villarreal", email: `rosa${tag}@gmail.com`, phone: texasPhone(), leadType: "auto", source: "landing" }),
      { ip: "203.0.113.9", userAgent: "test", pageUrl: null },
    );
    const lead = await db().lead.findUniqueOrThrow({ where: { id: result.body.success ? result.body.id! : 0 } });
    expect([homeA.id, homeB.id]).toContain(lead.assignedTo);
  });
});

describe("captureLead queues the agent's e-mail in the same statement", () => {
  it("stores it queued to the agent with its subject and no bodies (the worker renders them), with its delivery job", async () => {
    const odd = await makeUser("sales", { email: "odd@agency.example" });
    const tag = randomInt(100_000, 999_999);
    const person = { fullName: "Rosa Villarreal", email: `rosa.odd${tag}@gmail.com`, phone: texasPhone(), leadType: "auto", source: "landing" };
    const meta = { ip: "203.0.113.9", userAgent: "test", pageUrl: null };
    const first = await captureLead(leadSubmissionSchema.parse(person), meta);
    await assignLead(admin, first.body.success ? first.body.id! : 0, odd.id);
    // A repeat by the same person goes to the agent who has the first lead.
    const repeat = await captureLead(leadSubmissionSchema.parse(person), meta);
    const lead = await db().lead.findUniqueOrThrow({ where: { id: repeat.body.success ? repeat.body.id! : 0 } });
    expect(lead.assignedTo).toBe(odd.id);
    expect(await db().auditLog.findFirst({ where: { entity: "lead", entityId: String(lead.id), action: "lead.assign" } })).toMatchObject({
      changes: { assignedTo: { from: null, to: odd.id }, how: "duplicate_of_assigned" },
    });
    const mail = await db().communication.findFirstOrThrow({ where: { dedupeKey: { startsWith: `lead-assigned:${lead.id}:${odd.id}:` } } });
    expect(mail).toMatchObject({
      type: "email",
      direction: "outbound",
      toAddress: "odd@agency.example",
      status: "queued",
      subject: `New lead assigned to you: #${lead.id} Rosa Villarreal`,
      content: null,
      leadId: lead.id,
    });
    expect(mail.metadata).toEqual({ kind: "lead_assigned", leadId: lead.id, agentId: odd.id });
    expect(mail.dedupeKey).toBe(leadAssignedDedupeKey(lead.id, odd.id, lead.createdAt));
    const jobs = await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ${`email:${mail.dedupeKey}`}`;
    expect(jobs[0]!.n).toBe(1);
    await db().user.update({ where: { id: odd.id }, data: { status: "disabled" } });
  });
});

describe("assignLead (admin)", () => {
  it("reassigns and records from and to; agents cannot", async () => {
    const lead = await makeLead(homeA);
    await expect(assignLead(homeB, lead.id, homeB.id)).rejects.toThrow();
    await assignLead(admin, lead.id, homeB.id);
    expect((await db().lead.findUniqueOrThrow({ where: { id: lead.id } })).assignedTo).toBe(homeB.id);
    expect(await db().auditLog.findFirst({ where: { entity: "lead", entityId: String(lead.id), action: "lead.reassign" } })).toMatchObject({
      actorId: admin.id,
      changes: { assignedTo: { from: homeA.id, to: homeB.id } },
    });
  });

  it("queues the new agent's e-mail as the capture does: subject, no bodies, rendered by the worker", async () => {
    const lead = await makeLead(homeB);
    await assignLead(admin, lead.id, homeA.id);
    const mail = await db().communication.findFirstOrThrow({ where: { dedupeKey: { startsWith: `lead-assigned:${lead.id}:${homeA.id}:` } } });
    expect(mail).toMatchObject({ toAddress: "home.a@agency.example", status: "queued", subject: leadAssignedSubject(lead), content: null });
    expect(mail.metadata).toEqual({ kind: "lead_assigned", leadId: lead.id, agentId: homeA.id });
  });
});
