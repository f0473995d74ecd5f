import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActivity } from "@/lib/crm/activities/create-activity";
import { activitySchema } from "@/lib/schemas/crm-activity";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";

/** The lead cards' phone and e-mail links log through createActivity: a completed call is a first contact too (real PostgreSQL). */
describe("first contact from a logged activity", () => {
  it("a completed call sets the lead's first-contact time once; a pending task does not", async () => {
    const agent = await makeUser("agent");
    const lead = await makeLead(agent);
    await createActivity(agent, activitySchema.parse({ type: "task", subject: "Prepare the quote", status: "pending", leadId: lead.id }));
    expect((await db().lead.findUniqueOrThrow({ where: { id: lead.id } })).firstContactAt).toBeNull();
    const call = await createActivity(agent, activitySchema.parse({ type: "call", subject: `Call to ${lead.fullName}`, status: "completed", leadId: lead.id }));
    const first = (await db().lead.findUniqueOrThrow({ where: { id: lead.id } })).firstContactAt;
    expect(first?.toISOString()).toBe(call.completedAt);
    await createActivity(agent, activitySchema.parse({ type: "email", subject: "Quote sent", status: "completed", leadId: lead.id }));
    expect((await db().lead.findUniqueOrThrow({ where: { id: lead.id } })).firstContactAt).toEqual(first);
  });
});
