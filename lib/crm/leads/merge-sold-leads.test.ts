import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { CrmValidationError } from "@/lib/crm/errors";
import { mergeLeads } from "@/lib/crm/leads/merge-leads";
import { MERGE_FIELDS, type MergeField } from "@/lib/schemas/crm-merge";
import { purgeDeleted } from "@/lib/crm/book/purge-deleted";
import { routeLead } from "@/lib/marketplace/route-lead";
import { captureConsumer, makeBuyer } from "@/lib/marketplace/testing/fixtures";

const DAY = 86_400_000;
const KEEP_SURVIVOR = Object.fromEntries(MERGE_FIELDS.map((f) => [f, "survivor"])) as Record<MergeField, "survivor" | "merged">;

/**
 * A person's repeats are usually sold to different buyers (no buyer gets the same person twice in 90
 * days): an admin's merge must not move one buyer's history onto another's lead, and the purge must not
 * delete the marketplace's ledger with a deleted lead.
 */
describe("sold leads in the CRM's merge and purge (real PostgreSQL)", () => {
  it("refuses to merge a person's leads sold to two buyers, or a consumer with an agent prospect, and changes nothing", async () => {
    // Two records of one person, sold to two buyers (the 90-day rule keeps a buyer from getting both).
    const a = await makeBuyer({ zips: ["75043"] });
    const b = await makeBuyer({ zips: ["75048"] });
    const first = await captureConsumer({ zipCode: "75043" });
    const second = await captureConsumer({ zipCode: "75048", leadType: "auto" });
    expect(await routeLead(first)).toMatchObject({ outcome: "delivered", delivery: { buyerId: a.id } });
    expect(await routeLead(second)).toMatchObject({ outcome: "delivered", delivery: { buyerId: b.id } });

    const admin = await makeUser("admin");
    const refused = await mergeLeads(admin, { survivorId: first, mergedId: second, fields: KEEP_SURVIVOR }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CrmValidationError);
    expect((refused as CrmValidationError).fieldErrors.mergedId?.[0]).toMatch(/was sold to a buyer: it can only be merged with another lead of that buyer's$/);
    expect(await db().lead.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ deletedAt: null, assignedTo: b.id });
    const prospect = await db().lead.update({ where: { id: second }, data: { audience: "agent_prospect" } });
    const mixed = await mergeLeads(admin, { survivorId: first, mergedId: prospect.id, fields: KEEP_SURVIVOR }).catch((e: unknown) => e);
    expect((mixed as CrmValidationError).fieldErrors.mergedId?.[0]).toMatch(/^One lead is a consumer shopper and the other an agent prospect/);
  });

  it("keeps a deleted lead that was sold (its delivery is the ledger) when the purge deletes the rest", async () => {
    const zip = "75044";
    const buyer = await makeBuyer({ zips: [zip] });
    const sold = await captureConsumer({ zipCode: zip });
    expect((await routeLead(sold)).outcome).toBe("delivered");
    const longAgo = new Date(Date.now() - 31 * DAY);
    await db().lead.update({ where: { id: sold }, data: { deletedAt: longAgo, deletedById: buyer.id } });
    await purgeDeleted();
    expect(await db().lead.findUnique({ where: { id: sold } })).not.toBeNull();
    expect(await db().leadDelivery.count({ where: { leadId: sold } })).toBe(1);
  });
});
