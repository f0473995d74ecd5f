import { describe, expect, it } from "vitest";
import { texasPhone } from "@/test/fixtures/texas-lead";
import { db } from "@/lib/db";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import type { LeadAudience, MarketStatus } from "@/lib/generated/prisma/enums";
import { importIssues } from "@/lib/imports/imports";
import { readLeadRow } from "@/lib/imports/lead-row";
import { planLeadBatch, reserveLeadIds, writeLeadBatch } from "@/lib/imports/lead-batch";
import { importContext } from "@/lib/imports/run-context";
import { importFile, rowsOf, upload } from "@/lib/imports/testing/upload";

/**
 * An import set to "update the existing record" follows the assignment rule of single and bulk
 * assignment (assignmentRefusal, lib/crm/leads/assign.ts): a lead delivered exclusively to a marketplace
 * buyer is left wholly as the buyer has it, an agent prospect goes to our sales staff only, a lead in
 * the marketplace moves only through it; each refusal is a warning in the import's report.
 */
const BUYERS = "Matches a lead delivered exclusively to its marketplace buyer: not updated (its owner and details are the buyer's).";
const HEADER = "Full Name,Email,Phone,Street Address,City,State,Zip,Owner,Lead Status";
const row = (name: string, email: string, owner = "", status = "") =>
  `${name},${email},${texasPhone()},4518 Burnet Rd,Austin,TX,78756,${owner},${status}`;

async function existing(data: { fullName: string; assignedTo: number | null; audience: LeadAudience; marketStatus: MarketStatus | null }) {
  const lead = await makeLead(null, { fullName: data.fullName });
  return db().lead.update({
    where: { id: lead.id },
    data: { assignedTo: data.assignedTo, audience: data.audience, marketStatus: data.marketStatus, emailNormalized: lead.email.toLowerCase(), phoneE164: null, status: "new" },
  });
}

describe("an import that updates existing leads, and leads that are not ours to give (real PostgreSQL)", () => {
  it("leaves a buyer's delivered leads alone, keeps the owner of agent prospects and marketplace leads, and says so in the report", async () => {
    const admin = await makeUser("admin");
    const buyer = await makeUser("agent");
    const otherBuyer = await makeUser("agent");
    const sales = await makeUser("sales");
    const otherSales = await makeUser("sales");

    const delivered = await existing({ fullName: "Delivered Lead", assignedTo: buyer.id, audience: "consumer", marketStatus: "delivered" });
    const returned = await existing({ fullName: "Returned Lead", assignedTo: buyer.id, audience: "consumer", marketStatus: "returned" });
    const prospect = await existing({ fullName: "Prospect Lead", assignedTo: sales.id, audience: "agent_prospect", marketStatus: null });
    const prospectToStaff = await existing({ fullName: "Staff Prospect", assignedTo: sales.id, audience: "agent_prospect", marketStatus: null });
    const unsold = await existing({ fullName: "Unsold Lead", assignedTo: null, audience: "consumer", marketStatus: "unsold" });
    const ownBook = await existing({ fullName: "Own Book", assignedTo: null, audience: "consumer", marketStatus: null });

    const csv = [
      HEADER,
      row("Renamed Delivered", delivered.email, otherBuyer.username, "Contacted"),
      row("Renamed Returned", returned.email),
      row("Renamed Prospect", prospect.email, otherBuyer.username, "Contacted"),
      row("Renamed Staff", prospectToStaff.email, otherSales.username),
      row("Renamed Unsold", unsold.email, sales.username),
      row("Renamed Own", ownBook.email, buyer.username),
    ].join("\n");
    const { id, imp } = await importFile(admin, csv, { duplicateChoice: "update" });
    expect(imp).toMatchObject({ status: "completed", updatedCount: 4, skippedCount: 2, createdCount: 0, failedCount: 0 });

    // The buyer's leads: nothing changed, not the owner, not the status, not the person's details; no audit entry.
    const lead = (id: number) => db().lead.findUniqueOrThrow({ where: { id } });
    expect(await lead(delivered.id)).toMatchObject({ fullName: "Delivered Lead", assignedTo: buyer.id, status: "new", marketStatus: "delivered", address: delivered.address, updatedAt: delivered.updatedAt });
    expect(await lead(returned.id)).toMatchObject({ fullName: "Returned Lead", assignedTo: buyer.id, marketStatus: "returned", updatedAt: returned.updatedAt });
    expect(await db().auditLog.count({ where: { action: "lead.update", entityId: { in: [String(delivered.id), String(returned.id)] } } })).toBe(0);
    // An agent prospect never goes to a buyer, a marketplace lead only through the marketplace: updated, owner kept.
    expect(await lead(prospect.id)).toMatchObject({ fullName: "Renamed Prospect", status: "contacted", assignedTo: sales.id });
    expect(await lead(unsold.id)).toMatchObject({ fullName: "Renamed Unsold", assignedTo: null, marketStatus: "unsold" });
    // What the rule allows moves as before.
    expect(await lead(prospectToStaff.id)).toMatchObject({ fullName: "Renamed Staff", assignedTo: otherSales.id });
    expect(await lead(ownBook.id)).toMatchObject({ fullName: "Renamed Own", assignedTo: buyer.id });

    expect((await rowsOf(id)).map((r) => [r.line, r.outcome, r.recordId, r.reason])).toEqual([
      [2, "skipped", delivered.id, BUYERS],
      [3, "skipped", returned.id, BUYERS],
      [4, "updated", prospect.id, "Updated, but its owner was not changed: Agent prospects go to our sales staff only, never to a buyer."],
      [5, "updated", prospectToStaff.id, `Same e-mail as lead #${prospectToStaff.id}: updated.`],
      [6, "updated", unsold.id, "Updated, but its owner was not changed: This lead is in the marketplace: assign it to a buyer from Unsold inventory on /admin/marketplace (it counts against their plan)."],
      [7, "updated", ownBook.id, `Same e-mail as lead #${ownBook.id}: updated.`],
    ]);
    // The page's report counts the buyer's leads as one warning.
    const { warnings } = await importIssues(id);
    expect(warnings.groups[0]).toEqual({ outcome: "skipped", reason: BUYERS, rows: 2, lines: [2, 3], recordId: null });
  });

  it("a lead delivered to its buyer between the batch's plan and its write is left as the buyer has it", async () => {
    const admin = await makeUser("admin");
    const buyer = await makeUser("agent");
    const routing = await existing({ fullName: "Routing Lead", assignedTo: null, audience: "consumer", marketStatus: "routing" });
    const csv = `${HEADER}\n${row("Renamed Routing", routing.email, "", "Contacted")}\n`;
    const up = await upload(admin, csv);
    if (!up.ok) throw new Error(up.error);
    const imp = await db().import.findUniqueOrThrow({ where: { id: up.importId } });
    const ctx = await importContext({ ...imp, duplicateChoice: "update" });
    const records = csv.trim().split("\n").slice(1).map((line, i) => ({ line: i + 2, cells: line.split(",") }));
    const plan = await planLeadBatch(records.map((r) => readLeadRow(r, 9, imp.mapping as (string | null)[])), ctx, reserveLeadIds);
    expect(plan.rows.map((r) => r.kind)).toEqual(["updated"]);

    // Meanwhile the marketplace delivers it.
    await db().lead.update({ where: { id: routing.id }, data: { marketStatus: "delivered", assignedTo: buyer.id } });
    expect(await writeLeadBatch(plan, ctx)).toEqual({ cancelled: false, counts: { created: 0, updated: 0, skipped: 1, failed: 0 } });
    expect(await db().lead.findUniqueOrThrow({ where: { id: routing.id } })).toMatchObject({ fullName: "Routing Lead", status: "new", assignedTo: buyer.id, marketStatus: "delivered" });
    expect((await rowsOf(imp.id)).map((r) => [r.line, r.outcome, r.recordId, r.reason])).toEqual([
      [2, "skipped", routing.id, BUYERS],
    ]);
    expect(await db().auditLog.count({ where: { action: "lead.update", entityId: String(routing.id) } })).toBe(0);
  });
});
