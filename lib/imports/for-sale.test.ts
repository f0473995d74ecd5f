import { describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { texasPhone } from "@/test/fixtures/texas-lead";
import { runOnce } from "graphile-worker";
import { db } from "@/lib/db";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { workerLogger } from "@/lib/jobs/worker";
import { marketplaceRouteTask } from "@/lib/jobs/tasks/marketplace-route";
import { ROUTE_TASK } from "@/lib/marketplace/route-job";
import { makeBuyer } from "@/lib/marketplace/testing/fixtures";
import { importFile } from "@/lib/imports/testing/upload";

/**
 * Imports chosen as the marketplace's inventory (issue 31: consumer shoppers come from "imports when
 * chosen"): each verified new lead is routed to one buyer by a job of its own; an ordinary import stays
 * the agency's own book, for sale to nobody.
 */
const ZIP = "79106"; // Amarillo: no other test's buyer covers it
const HEADER = "Full Name,Email,Phone,Street Address,City,State,Zip";
const row = () => {
  const n = randomInt(1e9);
  return `Rosa Martinez,rosa.martinez.${n}@gmail.com,${texasPhone("806")},2200 S Western St,Amarillo,TX,${ZIP}`;
};
const routeJobs = () => runOnce({ connectionString: process.env.DATABASE_URL!, taskList: { [ROUTE_TASK]: marketplaceRouteTask }, logger: workerLogger });

describe("an import of consumer shoppers for sale", () => {
  it("routes each verified new lead to one buyer covering its ZIP; an ordinary import is nobody's inventory", async () => {
    const admin = await makeUser("admin");
    const owner = await makeUser("agent");
    // A period ending tomorrow: today's pacing cap is the whole quota.
    const buyer = await makeBuyer({ zips: [ZIP], quota: 5, periodStart: new Date(Date.now() - 60_000), periodEnd: new Date(Date.now() + 86_400_000) });

    const file = `vendor-${randomInt(1e9)}.csv`;
    const sold = await importFile(admin, `${HEADER}\n${row()}\n${row()}\n`, { name: file, forSale: true, defaultOwnerId: owner.id });
    const soldLeads = await db().lead.findMany({ where: { source: `import:${file}` }, select: { id: true, zip5: true, assignedTo: true, marketStatus: true }, orderBy: { id: "asc" } });
    expect(soldLeads.map(({ id: _id, ...l }) => l)).toEqual([
      { zip5: ZIP, assignedTo: null, marketStatus: "routing" },
      { zip5: ZIP, assignedTo: null, marketStatus: "routing" },
    ]);
    expect(await db().import.findUniqueOrThrow({ where: { id: sold.id } })).toMatchObject({ forSale: true, status: "completed" });

    await routeJobs();
    const deliveries = await db().leadDelivery.findMany({ where: { leadId: { in: soldLeads.map((l) => l.id) } } });
    expect(deliveries.map((d) => d.buyerId)).toEqual([buyer.id, buyer.id]);
    const routed = await db().lead.findMany({ where: { id: { in: soldLeads.map((l) => l.id) } }, orderBy: { id: "asc" }, select: { assignedTo: true, marketStatus: true, audience: true } });
    expect(routed).toEqual([
      { assignedTo: buyer.id, marketStatus: "delivered", audience: "consumer" },
      { assignedTo: buyer.id, marketStatus: "delivered", audience: "consumer" },
    ]);

    // The agency's own book: its owner keeps it, and no buyer gets it.
    const book = `book-${randomInt(1e9)}.csv`;
    const own = await importFile(admin, `${HEADER}\n${row()}\n`, { name: book, defaultOwnerId: owner.id });
    const ownLead = await db().lead.findFirstOrThrow({ where: { source: `import:${book}` } });
    expect(ownLead).toMatchObject({ assignedTo: owner.id, marketStatus: null });
    expect(await db().import.findUniqueOrThrow({ where: { id: own.id } })).toMatchObject({ forSale: false });
    await routeJobs();
    expect(await db().leadDelivery.count({ where: { leadId: ownLead.id } })).toBe(0);
  });
});
