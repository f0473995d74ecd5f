import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { expectAdminOnly } from "@/test/action-access";
import { linkDeliveryAction, reprocessDeliveryAction } from "@/lib/integrations/webhooks/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const created: number[] = [];
/** A HubSpot deal-stage delivery that matched none of our leads. */
async function unmatchedDelivery(outcome = "unmatched") {
  const dealId = String(Date.now() % 1e9) + randomBytes(2).readUInt16BE(0);
  const row = await db().webhookInbox.create({
    data: {
      provider: "hubspot",
      providerEventId: `evt-${randomBytes(6).toString("hex")}`,
      payload: { subscriptionType: "deal.propertyChange", propertyName: "dealstage", propertyValue: "closedwon", objectId: Number(dealId) },
      processedAt: new Date(),
      outcome,
    },
  });
  created.push(row.id);
  return { row, dealId };
}

afterAll(async () => {
  // The reprocessing jobs of these deliveries: no other test's worker run should pick them up.
  for (const id of created) await db().$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE key = ${`webhook-reprocess:${id}`}`;
});

describe("/admin/webhooks server actions (real PostgreSQL)", () => {
  it("link: the deal is linked to the lead and the delivery queued again, audited", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const { row, dealId } = await unmatchedDelivery();
    const lead = await makeLead(null);
    expect(await linkDeliveryAction(IDLE, formData({ deliveryId: String(row.id), leadId: String(lead.id) }))).toMatchObject({
      status: "success",
      message: `Delivery processed again for lead ${lead.id}.`,
    });
    expect(await db().crmDealLink.findFirst({ where: { provider: "hubspot", externalId: dealId } })).toMatchObject({ leadId: lead.id, linkedBy: admin.id });
    expect(await db().webhookInbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ leadId: lead.id, outcome: null, processedAt: null });
    expect(await db().auditLog.findFirst({ where: { action: "webhook.link_lead", entityId: String(row.id), actorId: admin.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toContain("/admin/webhooks");
  });

  it("link: a lead id that is not a number or not ours is a field error; an unknown delivery is a clear answer", async () => {
    signInAs(await makeUser("admin"));
    const { row } = await unmatchedDelivery();
    expect(await linkDeliveryAction(IDLE, formData({ deliveryId: String(row.id), leadId: "12a" }))).toMatchObject({ status: "error", fieldErrors: { leadId: ["Lead ID must be a whole number"] } });
    expect(await linkDeliveryAction(IDLE, formData({ deliveryId: String(row.id), leadId: " " }))).toMatchObject({ status: "error", fieldErrors: { leadId: ["Lead ID is required"] } });
    expect(await linkDeliveryAction(IDLE, formData({ deliveryId: String(row.id), leadId: "999999999" }))).toMatchObject({
      status: "error",
      fieldErrors: { leadId: ["Lead 999999999 not found"] },
    });
    const lead = await makeLead(null);
    expect(await linkDeliveryAction(IDLE, formData({ deliveryId: "999999999", leadId: String(lead.id) }))).toMatchObject({ status: "error", message: "Delivery not found" });
    expect((await db().webhookInbox.findUniqueOrThrow({ where: { id: row.id } })).outcome).toBe("unmatched");
  });

  it("reprocess: an unmapped delivery is queued again once; a processed one is refused", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const { row } = await unmatchedDelivery("unmapped_stage");
    expect(await reprocessDeliveryAction(IDLE, formData({ deliveryId: String(row.id) }))).toMatchObject({ status: "success", message: "Delivery queued for processing" });
    const jobs = await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ${`webhook-reprocess:${row.id}`}`;
    expect(jobs[0]!.n).toBe(1);
    expect(await db().auditLog.findFirst({ where: { action: "webhook.reprocess", entityId: String(row.id), actorId: admin.id } })).not.toBeNull();
    const done = await unmatchedDelivery("event_queued");
    expect(await reprocessDeliveryAction(IDLE, formData({ deliveryId: String(done.row.id) }))).toMatchObject({ status: "error", message: "This delivery was already processed successfully." });
    expect(await reprocessDeliveryAction(IDLE, formData({ deliveryId: "abc" }))).toMatchObject({ status: "error", message: "Delivery not found" });
  });

  it("signed out, pending or an agent: nothing is linked or queued", async () => {
    const { row } = await unmatchedDelivery();
    const lead = await makeLead(null);
    await expectAdminOnly(
      () => linkDeliveryAction(IDLE, formData({ deliveryId: String(row.id), leadId: String(lead.id) })),
      () => reprocessDeliveryAction(IDLE, formData({ deliveryId: String(row.id) })),
    );
    expect(await db().webhookInbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ outcome: "unmatched", leadId: null });
  });
});
