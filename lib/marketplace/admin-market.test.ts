import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { CrmValidationError } from "@/lib/crm/errors";
import { assignUnsoldLead, grantPlan, releaseFromReview } from "@/lib/marketplace/admin-market";
import { buyerPortal } from "@/lib/marketplace/portal";
import { routeLead } from "@/lib/marketplace/route-lead";
import { captureConsumer, makeBuyer } from "@/lib/marketplace/testing/fixtures";
import { ROUTE_TASK } from "@/lib/marketplace/route-job";

/** ZIPs no other test's buyer covers: each test's lead is unsold until an admin acts. */
const zips = ["75032", "75034", "75035", "75038"];
let next = 0;
const freshZip = () => zips[next++ % zips.length]!;

async function unsoldLead(zip: string): Promise<number> {
  const leadId = await captureConsumer({ zipCode: zip });
  expect((await routeLead(leadId)).outcome).toBe("unsold");
  return leadId;
}

describe("the admins' marketplace actions (real PostgreSQL)", () => {
  it("grants a plan to an approved agent who has not started a set-up (from /admin/agents): it starts when their set-up is approved", async () => {
    const admin = await makeUser("admin");
    const agent = await makeUser("agent");
    const { id } = await grantPlan(admin, { buyerId: agent.id, productSlug: "starter-monthly", months: 1, reason: "Pilot for a new agency" });
    expect(await db().entitlement.findUniqueOrThrow({ where: { id } })).toMatchObject({ buyerId: agent.id, source: "grant", status: "awaiting_setup", quota: 25, periodStart: null });
    const portal = await buyerPortal(agent.id);
    expect(portal.profile).toBeNull();
    expect(portal.plans.map((p) => p.status)).toEqual(["awaiting_setup"]);
  });


  it("an admin assigns an unsold lead to a named buyer outside their territory: delivered, counted against the plan, with who and why", async () => {
    const admin = await makeUser("admin");
    const buyer = await makeBuyer({ zips: ["75039"], quota: 2 });
    const leadId = await unsoldLead(freshZip());

    const delivered = await assignUnsoldLead(admin, { leadId, buyerId: buyer.id, reason: "Make-good for a slow week" });

    expect(delivered).toMatchObject({ buyerId: buyer.id, entitlementId: buyer.entitlementId });
    const lead = await db().lead.findUniqueOrThrow({ where: { id: leadId }, include: { delivery: true } });
    expect(lead).toMatchObject({ assignedTo: buyer.id, marketStatus: "delivered" });
    expect(lead.delivery).toMatchObject({ buyerId: buyer.id, how: "admin", assignedById: admin.id });
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "lead.deliver", entityId: String(leadId) } });
    expect(audit).toMatchObject({ actorId: admin.id, changes: expect.objectContaining({ how: "admin", reason: "Make-good for a slow week" }) });
    expect((await db().entitlement.findUniqueOrThrow({ where: { id: buyer.entitlementId } })).delivered).toBe(1);
  });

  it("refuses with a clear error when the buyer's plan is full, and leaves the lead unsold", async () => {
    const admin = await makeUser("admin");
    const buyer = await makeBuyer({ zips: ["75039"], quota: 1 });
    const first = await unsoldLead(freshZip());
    await assignUnsoldLead(admin, { leadId: first, buyerId: buyer.id, reason: "Pilot" });
    const second = await unsoldLead(freshZip());

    const refused = await assignUnsoldLead(admin, { leadId: second, buyerId: buyer.id, reason: "Pilot" }).catch((e: unknown) => e);

    expect(refused).toBeInstanceOf(CrmValidationError);
    expect((refused as CrmValidationError).fieldErrors.buyerId?.[0]).toMatch(/no active plan with leads left/);
    expect(await db().lead.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ marketStatus: "unsold", assignedTo: null });
    expect(await db().leadDelivery.count({ where: { leadId: second } })).toBe(0);
  });

  it("releasing a lead from review routes it, and queues its routing job in the same transaction (a failed route in the request is retried)", async () => {
    const admin = await makeUser("admin");
    const zip = freshZip();
    const leadId = await captureConsumer({ zipCode: zip });
    await db().lead.update({ where: { id: leadId }, data: { marketStatus: "review" } });
    const buyer = await makeBuyer({ zips: [zip] });

    const outcome = await releaseFromReview(admin, leadId);

    expect(outcome.outcome === "delivered" && outcome.delivery.buyerId).toBe(buyer.id);
    const jobs = await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = ${ROUTE_TASK} AND key = ${`marketplace-route:${leadId}`}`;
    expect(jobs[0]!.n).toBe(1);
    await expect(releaseFromReview(admin, leadId)).rejects.toBeInstanceOf(CrmValidationError);
  });
});
