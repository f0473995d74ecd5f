import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeAccount, makeLead, makeUser, unique } from "@/lib/crm/testing/fixtures";
import { FORBIDDEN, nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { bulkAccountsAction, bulkLeadsAction } from "@/lib/crm/bulk/actions";
import { runBulkOperation } from "@/lib/crm/bulk/run-bulk-job";
import { listLeads } from "@/lib/crm/leads/list-leads";
import { IDLE } from "@/lib/forms/action-state";
import { formData } from "@/test/form-data";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).join(",");
const bulkAudits = (actorId: number, action = "lead.bulk") => db().auditLog.findMany({ where: { actorId, action }, orderBy: { id: "asc" } });
const listQuery = { q: "", filter: "all" as const, page: 1, pageSize: 100, sort: "createdAt" as const, dir: "desc" as const, hide: [] };

describe("bulk actions on leads (real PostgreSQL)", () => {
  it("an admin reassigns fifty leads in one action: one transaction, one bulk audit entry with the ids, each lead's own assignment entry, one e-mail to the agent", async () => {
    const admin = await makeUser("admin");
    const [from, to] = await Promise.all([makeUser("agent"), makeUser("agent", { email: `${unique("pat")}@agency.example` })]);
    const leads = [];
    for (let i = 0; i < 50; i++) leads.push(await makeLead(from));
    signInAs(admin);
    const state = await bulkLeadsAction(IDLE, formData({ action: "assign", assignedTo: to.id, ids: idsOf(leads) }));
    expect(state).toMatchObject({ status: "success", message: "50 leads assigned.", jobId: null });
    expect(await db().lead.count({ where: { id: { in: leads.map((l) => l.id) }, assignedTo: to.id } })).toBe(50);
    const [entry, ...more] = await bulkAudits(admin.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entity: "lead", entityId: null, changes: { action: "assign", assignedTo: to.id, ids: leads.map((l) => l.id).sort((a, b) => a - b) } });
    expect(await db().auditLog.count({ where: { actorId: admin.id, action: "lead.reassign", entityId: { in: leads.map((l) => String(l.id)) } } })).toBe(50);
    const mails = await db().communication.findMany({ where: { toAddress: { contains: "@agency.example" }, metadata: { path: ["agentId"], equals: to.id } } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "50 leads assigned to you", status: "queued" });
    expect(nextRequest.revalidated).toContain("/crm");
  });

  it("status for every lead through applyLeadStatus: the mapped Meta events and the per-lead audit entry, as the single action", async () => {
    const agent = await makeUser("agent");
    const leads = [await makeLead(agent), await makeLead(agent), await makeLead(agent)];
    signInAs(agent);
    expect(await bulkLeadsAction(IDLE, formData({ action: "status", status: "lost", ids: idsOf(leads) }))).toMatchObject({
      status: "error",
      fieldErrors: { lostReason: ["Please give a reason for losing these leads"] },
    });
    const state = await bulkLeadsAction(IDLE, formData({ action: "status", status: "qualified", ids: idsOf(leads) }));
    expect(state).toMatchObject({ status: "success", message: "3 leads moved to the new status." });
    for (const lead of leads) {
      const events = await db().conversionEvent.findMany({ where: { leadId: lead.id }, orderBy: { id: "asc" } });
      expect(events.map((e) => e.eventName)).toEqual(["Lead", "CompleteRegistration"]);
      expect(await db().auditLog.findFirst({ where: { entity: "lead", entityId: String(lead.id), action: "lead.status" } })).toMatchObject({
        actorId: agent.id,
        changes: { status: { from: "new", to: "qualified" }, how: "bulk" },
      });
    }
    expect(await bulkAudits(agent.id)).toHaveLength(1);
  });

  it("another agent's rows are refused and left untouched; agents may not bulk-assign (403)", async () => {
    const [mine, theirs] = [await makeUser("agent"), await makeUser("agent")];
    const own = await makeLead(mine);
    const other = await makeLead(theirs);
    signInAs(mine);
    await expect(bulkLeadsAction(IDLE, formData({ action: "assign", assignedTo: mine.id, ids: `${own.id},${other.id}` }))).rejects.toMatchObject(FORBIDDEN);
    const state = await bulkLeadsAction(IDLE, formData({ action: "delete", ids: `${own.id},${other.id}` }));
    expect(state).toMatchObject({ status: "success", message: "1 lead deleted. 1 left unchanged (not yours, or already so).", undo: String(own.id) });
    expect((await db().lead.findUniqueOrThrow({ where: { id: other.id } })).deletedAt).toBeNull();
    expect((await db().lead.findUniqueOrThrow({ where: { id: own.id } })).deletedAt).not.toBeNull();
    const [entry] = await bulkAudits(mine.id);
    expect(entry!.changes).toMatchObject({ action: "delete", ids: [own.id], affected: [own.id], skipped: [other.id] });
    // Tags and status on the other agent's lead: nothing written.
    await bulkLeadsAction(IDLE, formData({ action: "tag_add", tagName: unique("vip").slice(0, 30), ids: String(other.id) }));
    await bulkLeadsAction(IDLE, formData({ action: "status", status: "qualified", ids: String(other.id) }));
    expect(await db().leadTag.count({ where: { leadId: other.id } })).toBe(0);
    expect((await db().lead.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("new");
    signInAs(null);
    await expect(bulkLeadsAction(IDLE, formData({ action: "delete", ids: String(own.id) }))).rejects.toMatchObject(REDIRECT_TO("/login"));
  });

  it("a deleted lead leaves the list and comes back with Undo (restore); tags are added, filtered by and removed", async () => {
    const agent = await makeUser("agent");
    const lead = await makeLead(agent);
    signInAs(agent);
    const tagName = unique("Hot").slice(0, 30);
    expect(await bulkLeadsAction(IDLE, formData({ action: "tag_add", tagName, ids: String(lead.id) }))).toMatchObject({ message: "1 lead tagged." });
    const tag = await db().tag.findUniqueOrThrow({ where: { name: tagName } });
    expect(tag.color).toBe("#4CAF50");
    expect((await listLeads(agent, { ...listQuery, tag: tag.id })).rows.map((r) => r.id)).toEqual([lead.id]);

    const deleted = await bulkLeadsAction(IDLE, formData({ action: "delete", ids: String(lead.id) }));
    expect(deleted).toMatchObject({ status: "success", undo: String(lead.id) });
    expect((await listLeads(agent, listQuery)).rows.map((r) => r.id)).not.toContain(lead.id);
    expect((await listLeads(agent, { ...listQuery, deleted: true })).rows.map((r) => r.id)).toContain(lead.id);
    expect(await bulkLeadsAction(IDLE, formData({ action: "restore", deleted: "1", ids: deleted.undo! }))).toMatchObject({ status: "success", message: "1 lead restored." });
    expect((await listLeads(agent, listQuery)).rows.map((r) => r.id)).toContain(lead.id);

    expect(await bulkLeadsAction(IDLE, formData({ action: "tag_remove", tagName, ids: String(lead.id) }))).toMatchObject({ message: "1 lead untagged." });
    expect(await db().leadTag.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it("'all N matching this filter' resolves the filter on the server in the user's scope", async () => {
    const agent = await makeUser("agent");
    const name = unique("Matchy");
    const matching = [await makeLead(agent, { fullName: `${name} One` }), await makeLead(agent, { fullName: `${name} Two` })];
    await makeLead(agent);
    await makeLead(await makeUser("agent"), { fullName: `${name} Theirs` });
    signInAs(agent);
    const state = await bulkLeadsAction(IDLE, formData({ action: "tag_add", tagName: "All matching", all: "1", q: name }));
    expect(state).toMatchObject({ message: "2 leads tagged." });
    const tagged = await db().leadTag.findMany({ where: { tag: { name: "All matching" }, lead: { fullName: { startsWith: name } } }, select: { leadId: true } });
    expect(tagged.map((t) => t.leadId).sort()).toEqual(matching.map((l) => l.id).sort());
  });

  it("above 1,000 rows it runs as a job with progress; the job applies each chunk and ends done", async () => {
    const admin = await makeUser("admin");
    const agent = await makeUser("agent");
    const source = unique("bulkjob");
    await db().$executeRaw`
      INSERT INTO "leads" ("fullName", "email", "phone", "source", "assignedTo", "updatedAt")
      SELECT 'Bulk ' || g, 'bulk' || g || '@example.com', '(214) 555-0100', ${source}, NULL, now() FROM generate_series(1, 1005) g`;
    signInAs(admin);
    const name = "Bulk ";
    const state = await bulkLeadsAction(IDLE, formData({ action: "assign", assignedTo: agent.id, all: "1", q: name, filter: "unverified" }));
    expect(state).toMatchObject({ status: "success", jobId: expect.any(Number) });
    expect(state.message).toMatch(/^Working on [\d,]+ leads in the background/);
    const op = await db().bulkOperation.findUniqueOrThrow({ where: { id: state.jobId! } });
    expect(op).toMatchObject({ entity: "lead", action: "assign", status: "queued", done: 0 });
    expect(op.total).toBeGreaterThan(1000);
    const jobs = await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ${`crm-bulk:${op.id}`}`;
    expect(jobs[0]!.n).toBe(1);
    expect(await bulkAudits(admin.id)).toEqual([expect.objectContaining({ changes: expect.objectContaining({ action: "assign", jobId: op.id }) })]);
    await runBulkOperation(op.id);
    expect(await db().bulkOperation.findUniqueOrThrow({ where: { id: op.id } })).toMatchObject({ status: "done", done: op.total });
    expect(await db().lead.count({ where: { source, assignedTo: agent.id } })).toBe(1005);
  }, 120_000);

  it("a job the database keeps refusing is retried, then on its last attempt says it stopped and how far it got", async () => {
    const admin = await makeUser("admin");
    const leads = await Promise.all([makeLead(admin), makeLead(admin)]);
    // A status the database does not know: every chunk's update is refused.
    const op = await db().bulkOperation.create({ data: { entity: "lead", action: "status", params: { action: "status", status: "no_such_status" }, ids: leads.map((l) => l.id), total: 2, createdBy: admin.id } });
    await expect(runBulkOperation(op.id)).rejects.toThrow();
    expect(await db().bulkOperation.findUniqueOrThrow({ where: { id: op.id } })).toMatchObject({ status: "running" });
    await runBulkOperation(op.id, { finalAttempt: true });
    expect(await db().bulkOperation.findUniqueOrThrow({ where: { id: op.id } })).toMatchObject({ status: "failed", error: expect.stringMatching(/^Stopped after 0 of 2 rows/), finishedAt: expect.any(Date) });
  });
});

describe("bulk actions on accounts (real PostgreSQL)", () => {
  it("tags, deletes with Undo and restores the owner's accounts; another agent's are skipped; owner changes are for admins", async () => {
    const [owner, other, admin] = [await makeUser("agent"), await makeUser("agent"), await makeUser("admin")];
    const a = await makeAccount(owner);
    const b = await makeAccount(owner);
    const theirs = await makeAccount(other);
    signInAs(owner);
    await expect(bulkAccountsAction(IDLE, formData({ action: "assign", assignedTo: owner.id, ids: String(theirs.id) }))).rejects.toMatchObject(FORBIDDEN);
    expect(await bulkAccountsAction(IDLE, formData({ action: "tag_add", tagName: "Renewal Q3", ids: `${a.id},${b.id},${theirs.id}` }))).toMatchObject({
      message: "2 accounts tagged. 1 left unchanged (not yours, or already so).",
    });
    const del = await bulkAccountsAction(IDLE, formData({ action: "delete", ids: `${a.id},${theirs.id}` }));
    expect(del).toMatchObject({ undo: String(a.id) });
    expect((await db().account.findUniqueOrThrow({ where: { id: theirs.id } })).deletedAt).toBeNull();
    expect(await bulkAccountsAction(IDLE, formData({ action: "restore", deleted: "1", ids: String(a.id) }))).toMatchObject({ message: "1 account restored." });
    signInAs(admin);
    expect(await bulkAccountsAction(IDLE, formData({ action: "assign", assignedTo: other.id, ids: `${a.id},${b.id}` }))).toMatchObject({ message: "2 accounts assigned." });
    expect(await db().account.count({ where: { id: { in: [a.id, b.id] }, assignedTo: other.id } })).toBe(2);
    expect(await db().auditLog.count({ where: { actorId: admin.id, action: "account.update", entityId: { in: [String(a.id), String(b.id)] } } })).toBe(2);
  });
});
