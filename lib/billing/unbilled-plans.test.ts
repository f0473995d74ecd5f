import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeBuyer } from "@/lib/marketplace/testing/fixtures";
import { unbilledPlans } from "@/lib/billing/unbilled-plans";

/** /account/billing lists the plans no subscription bills, so a buyer with a granted plan is not told they have none. */
describe("a buyer's plans with nothing to pay (real PostgreSQL)", () => {
  it("lists a running granted plan, and neither an ended one nor another buyer's", async () => {
    const buyer = await makeBuyer({ quota: 25 });
    const other = await makeBuyer();
    expect(await unbilledPlans(buyer.id)).toEqual([expect.objectContaining({ id: buyer.entitlementId, planName: "Test plan", source: "grant", quota: 25, status: "active" })]);
    await db().entitlement.update({ where: { id: buyer.entitlementId }, data: { status: "ended" } });
    expect(await unbilledPlans(buyer.id)).toEqual([]);
    expect((await unbilledPlans(other.id)).map((p) => p.id)).toEqual([other.entitlementId]);
  });
});
