import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeAccount, makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { purgeDeleted } from "@/lib/crm/book/purge-deleted";

const DAY = 86_400_000;

describe("the purge of deleted leads and accounts (real PostgreSQL)", () => {
  it("deletes for good what was deleted more than 30 days ago, keeps what is still within Undo, audited with ids only", async () => {
    const agent = await makeUser("agent");
    const [old, recent, live] = [await makeLead(agent), await makeLead(agent), await makeLead(agent)];
    const oldAccount = await makeAccount(agent);
    const now = new Date();
    await db().lead.update({ where: { id: old.id }, data: { deletedAt: new Date(now.getTime() - 31 * DAY) } });
    await db().lead.update({ where: { id: recent.id }, data: { deletedAt: new Date(now.getTime() - 29 * DAY) } });
    await db().account.update({ where: { id: oldAccount.id }, data: { deletedAt: new Date(now.getTime() - 40 * DAY) } });
    await db().activity.create({ data: { type: "note", subject: "Junk", leadId: old.id, assignedTo: agent.id } });
    const result = await purgeDeleted(now);
    expect(result.leads).toBeGreaterThanOrEqual(1);
    expect(await db().lead.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db().activity.count({ where: { subject: "Junk", assignedTo: agent.id } })).toBe(0);
    expect(await db().lead.findUnique({ where: { id: recent.id } })).not.toBeNull();
    expect(await db().lead.findUnique({ where: { id: live.id } })).not.toBeNull();
    expect(await db().account.findUnique({ where: { id: oldAccount.id } })).toBeNull();
    const audit = await db().auditLog.findMany({ where: { action: "lead.purge" }, orderBy: { id: "desc" }, take: 5 });
    expect(audit.some((a) => (a.changes as { ids: number[] }).ids.includes(old.id))).toBe(true);
  });
});
