import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeAccount, makeOpportunity, makeUser, unique } from "@/lib/crm/testing/fixtures";
import { nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { createOpportunityAction, deleteOpportunityAction, moveOpportunityAction, updateOpportunityAction } from "@/lib/crm/opportunities/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const NOT_YOURS = { status: "error", message: "That record does not exist or is not yours." };

describe("opportunity server actions (real PostgreSQL)", () => {
  it("create: a deal on the agent's account, stage history from creation, audited; /crm refreshes", async () => {
    const agent = await makeUser("agent");
    signInAs(agent);
    const account = await makeAccount(agent);
    const name = unique("Home and auto bundle");
    const state = await createOpportunityAction(IDLE, formData({ name, accountId: String(account.id), stage: "closed_won", amount: "$2,450", probability: "90", closeDate: "2026-12-31", description: "" }));
    expect(state).toMatchObject({ status: "success", message: "Opportunity created successfully" });
    const row = await db().opportunity.findFirstOrThrow({ where: { name }, include: { stageChanges: true } });
    expect(row).toMatchObject({ accountId: account.id, assignedTo: agent.id, stage: "closed_won", probability: 90, description: null });
    expect(row.amount?.toFixed(2)).toBe("2450.00");
    expect(row.stageChanges.map((c) => [c.fromStage, c.toStage])).toEqual([[null, "closed_won"]]);
    expect(await db().auditLog.findFirst({ where: { action: "opportunity.create", entityId: String(row.id), actorId: agent.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toEqual(expect.arrayContaining(["/crm", "/crm-dashboard"]));
  });

  it("create from its own page (no JavaScript): success opens the account page, which says so", async () => {
    const agent = await makeUser("agent");
    signInAs(agent);
    const account = await makeAccount(agent);
    await expect(createOpportunityAction(IDLE, formData({ name: unique("Deal"), accountId: String(account.id), probability: "0", then: "open" }))).rejects.toMatchObject(
      REDIRECT_TO(`/crm/accounts/${account.id}?notice=opportunity-created`),
    );
  });

  it("create: field errors with the values sent back; nothing stored", async () => {
    signInAs(await makeUser("agent"));
    const before = await db().opportunity.count();
    const state = await createOpportunityAction(IDLE, formData({ name: "x", accountId: "", probability: "150", amount: "a lot", closeDate: "31/12/2026", stage: "won" }));
    expect(state).toMatchObject({
      status: "error",
      fieldErrors: {
        name: ["Opportunity name must be at least 2 characters"],
        accountId: ["Please select an account"],
        probability: ["Probability must be between 0 and 100"],
        amount: ["Amount must be a dollar amount"],
        closeDate: ["Please enter a valid date"],
        stage: ["Please select a stage"],
      },
      values: { name: "x", probability: "150" },
    });
    expect(await db().opportunity.count()).toBe(before);
  });

  it("create on another agent's account is 'not found'; nothing stored", async () => {
    const [owner, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const account = await makeAccount(owner);
    signInAs(other);
    const name = unique("Sneaky deal");
    expect(await createOpportunityAction(IDLE, formData({ name, accountId: String(account.id) }))).toMatchObject(NOT_YOURS);
    expect(await db().opportunity.findFirst({ where: { name } })).toBeNull();
  });

  it("signed out → the sign-in page; a pending account → its account page; nothing changes", async () => {
    const owner = await makeUser("agent");
    const account = await makeAccount(owner);
    const deal = await makeOpportunity(owner, account.id);
    const calls = [
      () => createOpportunityAction(IDLE, formData({ name: unique("Nobody's deal"), accountId: String(account.id) })),
      () => updateOpportunityAction(IDLE, formData({ opportunityId: String(deal.id), name: "Taken over", accountId: String(account.id) })),
      () => deleteOpportunityAction(IDLE, formData({ opportunityId: String(deal.id) })),
      () => moveOpportunityAction(IDLE, formData({ opportunityId: String(deal.id), stage: "closed_won" })),
    ];
    for (const call of calls) {
      signInAs(null);
      await expect(call()).rejects.toMatchObject(REDIRECT_TO("/login"));
      signInAs(await makeUser("agent", { status: "pending" }));
      await expect(call()).rejects.toMatchObject(REDIRECT_TO("/account"));
    }
    expect(await db().opportunity.findUniqueOrThrow({ where: { id: deal.id } })).toMatchObject({ name: deal.name, stage: "prospecting" });
    expect(await db().opportunity.count({ where: { accountId: account.id } })).toBe(1);
  });

  it("update: the owner edits; emptied fields are cleared; a new stage goes through the stage history", async () => {
    const agent = await makeUser("agent");
    signInAs(agent);
    const account = await makeAccount(agent);
    const deal = await makeOpportunity(agent, account.id, { amount: 5000 });
    await db().opportunity.update({ where: { id: deal.id }, data: { closeDate: new Date("2026-06-30T00:00:00Z"), description: "Renewal" } });
    const state = await updateOpportunityAction(
      IDLE,
      formData({ opportunityId: String(deal.id), name: "Renewal, re-quoted", accountId: String(account.id), stage: "proposal", amount: "", probability: "60", closeDate: "", description: "" }),
    );
    expect(state).toMatchObject({ status: "success", message: "Opportunity updated successfully" });
    const row = await db().opportunity.findUniqueOrThrow({ where: { id: deal.id }, include: { stageChanges: true } });
    expect(row).toMatchObject({ name: "Renewal, re-quoted", stage: "proposal", amount: null, closeDate: null, description: null, probability: 60 });
    expect(row.stageChanges.map((c) => c.toStage)).toContain("proposal");
    expect(await db().auditLog.findFirst({ where: { action: "opportunity.update", entityId: String(deal.id) } })).not.toBeNull();
    expect(await db().auditLog.findFirst({ where: { action: "opportunity.stage_change", entityId: String(deal.id) } })).not.toBeNull();
  });

  it("update: field errors; another agent's deal is 'not found' and unchanged; an admin edits it from its page", async () => {
    const [owner, other, admin] = await Promise.all([makeUser("agent"), makeUser("agent"), makeUser("admin")]);
    const account = await makeAccount(owner);
    const deal = await makeOpportunity(owner, account.id);
    signInAs(owner);
    expect(await updateOpportunityAction(IDLE, formData({ opportunityId: String(deal.id), name: "", accountId: String(account.id), probability: "-1" }))).toMatchObject({
      status: "error",
      fieldErrors: { name: ["Opportunity name must be at least 2 characters"], probability: ["Probability must be between 0 and 100"] },
    });
    signInAs(other);
    expect(await updateOpportunityAction(IDLE, formData({ opportunityId: String(deal.id), name: "Taken over", accountId: String(account.id) }))).toMatchObject(NOT_YOURS);
    const mine = await makeOpportunity(other, (await makeAccount(other)).id);
    // Moving one's own deal onto someone else's account is refused the same way.
    expect(await updateOpportunityAction(IDLE, formData({ opportunityId: String(mine.id), name: mine.name, accountId: String(account.id) }))).toMatchObject(NOT_YOURS);
    expect(await db().opportunity.findUniqueOrThrow({ where: { id: deal.id } })).toMatchObject({ name: deal.name });
    signInAs(admin);
    await expect(updateOpportunityAction(IDLE, formData({ opportunityId: String(deal.id), name: "Checked", accountId: String(account.id), then: "open" }))).rejects.toMatchObject(
      REDIRECT_TO(`/crm/accounts/${account.id}?notice=opportunity-updated`),
    );
  });

  it("move: the stage select and the board; the same stage changes nothing; another agent's deal is 'not found'", async () => {
    const [owner, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const account = await makeAccount(owner);
    const deal = await makeOpportunity(owner, account.id, { name: unique("Board deal") });
    signInAs(other);
    expect(await moveOpportunityAction(IDLE, formData({ opportunityId: String(deal.id), stage: "closed_won" }))).toMatchObject(NOT_YOURS);
    signInAs(owner);
    expect(await moveOpportunityAction(IDLE, formData({ opportunityId: String(deal.id), stage: "nowhere" }))).toMatchObject({ status: "error", fieldErrors: { stage: ["Please select a stage"] } });
    expect(await moveOpportunityAction(IDLE, formData({ opportunityId: String(deal.id), stage: "negotiation" }))).toMatchObject({ status: "success", message: `${deal.name} moved to negotiation` });
    expect(nextRequest.revalidated).toContain("/crm");
    expect(await moveOpportunityAction(IDLE, formData({ opportunityId: String(deal.id), stage: "negotiation" }))).toMatchObject({ status: "success", message: `${deal.name} is already in negotiation` });
    const history = await db().opportunityStageChange.findMany({ where: { opportunityId: deal.id } });
    expect(history.map((h) => [h.fromStage, h.toStage, h.changedBy])).toEqual([["prospecting", "negotiation", owner.id]]);
    expect(await db().auditLog.count({ where: { action: "opportunity.stage_change", entityId: String(deal.id) } })).toBe(1);
  });

  it("delete: another agent gets 'not found'; the owner deletes and lands on the account page", async () => {
    const [owner, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const account = await makeAccount(owner);
    const deal = await makeOpportunity(owner, account.id);
    signInAs(other);
    expect(await deleteOpportunityAction(IDLE, formData({ opportunityId: String(deal.id) }))).toMatchObject(NOT_YOURS);
    expect(await db().opportunity.findUnique({ where: { id: deal.id } })).not.toBeNull();
    signInAs(owner);
    await expect(deleteOpportunityAction(IDLE, formData({ opportunityId: String(deal.id) }))).rejects.toMatchObject(REDIRECT_TO(`/crm/accounts/${account.id}?notice=opportunity-deleted`));
    expect(await db().opportunity.findUnique({ where: { id: deal.id } })).toBeNull();
    expect(await db().auditLog.findFirst({ where: { action: "opportunity.delete", entityId: String(deal.id), actorId: owner.id } })).not.toBeNull();
  });
});
