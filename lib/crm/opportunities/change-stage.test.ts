import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { makeAccount, makeOpportunity, makeUser } from "@/lib/crm/testing/fixtures";
import * as hooks from "@/lib/crm/opportunities/stage-hooks";
import { changeStage } from "@/lib/crm/opportunities/change-stage";

vi.mock("@/lib/crm/opportunities/stage-hooks", () => ({ onOpportunityStageChanged: vi.fn(async () => undefined) }));

let agent: SessionUser, other: SessionUser;
let accountId: number;

beforeAll(async () => {
  [agent, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
  accountId = (await makeAccount(agent)).id;
});

describe("changeStage", () => {
  it("moves the deal, records who and when, audits it and calls the stage hook with the transaction", async () => {
    const deal = await makeOpportunity(agent, accountId, { amount: 2450 });
    const hook = vi.mocked(hooks.onOpportunityStageChanged);
    hook.mockClear();
    const before = Date.now();
    const result = await changeStage({ opportunityId: deal.id, toStage: "proposal", actor: agent });
    expect(result).toMatchObject({ changed: true, fromStage: "prospecting", opportunity: { id: deal.id, stage: "proposal" } });

    const row = await db().opportunity.findUniqueOrThrow({ where: { id: deal.id } });
    expect(row.stage).toBe("proposal");
    expect(row.stageChangedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const history = await db().opportunityStageChange.findMany({ where: { opportunityId: deal.id } });
    expect(history).toEqual([expect.objectContaining({ fromStage: "prospecting", toStage: "proposal", changedBy: agent.id })]);
    const audit = await db().auditLog.findFirst({ where: { entity: "opportunity", entityId: String(deal.id), action: "opportunity.stage_change" } });
    expect(audit).toMatchObject({ actorId: agent.id, changes: { stage: { from: "prospecting", to: "proposal" } } });

    expect(hook).toHaveBeenCalledTimes(1);
    const [tx, event] = hook.mock.calls[0]!;
    expect(typeof (tx as { opportunity?: unknown }).opportunity).toBe("object");
    expect(event).toMatchObject({ fromStage: "prospecting", toStage: "proposal", actor: agent, opportunity: { id: deal.id, accountId, amount: "2450.00" } });
  });

  it("records nothing when the stage does not change", async () => {
    const deal = await makeOpportunity(agent, accountId, { stage: "qualification" });
    const result = await changeStage({ opportunityId: deal.id, toStage: "qualification", actor: agent });
    expect(result.changed).toBe(false);
    expect(await db().opportunityStageChange.count({ where: { opportunityId: deal.id } })).toBe(0);
  });

  it("rolls everything back when the hook fails", async () => {
    const deal = await makeOpportunity(agent, accountId);
    vi.mocked(hooks.onOpportunityStageChanged).mockRejectedValueOnce(new Error("queue down"));
    await expect(changeStage({ opportunityId: deal.id, toStage: "closed_won", actor: agent })).rejects.toThrow("queue down");
    expect((await db().opportunity.findUniqueOrThrow({ where: { id: deal.id } })).stage).toBe("prospecting");
    expect(await db().opportunityStageChange.count({ where: { opportunityId: deal.id } })).toBe(0);
    expect(await db().auditLog.count({ where: { entity: "opportunity", entityId: String(deal.id) } })).toBe(0);
  });

  it("does not let another agent move the deal", async () => {
    const deal = await makeOpportunity(agent, accountId);
    await expect(changeStage({ opportunityId: deal.id, toStage: "proposal", actor: other })).rejects.toBeInstanceOf(CrmNotFoundError);
    await expect(changeStage({ opportunityId: 999_999_999, toStage: "proposal", actor: agent })).rejects.toBeInstanceOf(CrmNotFoundError);
  });

  it("records concurrent moves one after the other with the right from-stages", async () => {
    const deal = await makeOpportunity(agent, accountId);
    await Promise.all([
      changeStage({ opportunityId: deal.id, toStage: "qualification", actor: agent }),
      changeStage({ opportunityId: deal.id, toStage: "proposal", actor: agent }),
    ]);
    const history = await db().opportunityStageChange.findMany({ where: { opportunityId: deal.id }, orderBy: { id: "asc" } });
    expect(history).toHaveLength(2);
    expect(history[1]!.fromStage).toBe(history[0]!.toStage);
  });
});
