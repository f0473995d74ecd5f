import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeAccount, makeActivity, makeLead, makeOpportunity, makeUser, unique } from "@/lib/crm/testing/fixtures";
import { nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { createActivityAction, deleteActivityAction, setActivityStatusAction, updateActivityAction } from "@/lib/crm/activities/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const NOT_YOURS = { status: "error", message: "That record does not exist or is not yours." };

describe("activity server actions (real PostgreSQL)", () => {
  it("create: on the agent's account and deal, due in Central time, audited; /crm refreshes", async () => {
    const agent = await makeUser("agent");
    signInAs(agent);
    const account = await makeAccount(agent);
    const deal = await makeOpportunity(agent, account.id);
    const subject = unique("Walk through the renewal quote");
    const state = await createActivityAction(
      IDLE,
      formData({ type: "meeting", status: "pending", priority: "high", subject, accountId: String(account.id), opportunityId: String(deal.id), scheduledDate: "2026-07-15T10:00", description: "" }),
    );
    expect(state).toMatchObject({ status: "success", message: "Activity created successfully" });
    const row = await db().activity.findFirstOrThrow({ where: { subject } });
    expect(row).toMatchObject({ type: "meeting", priority: "high", accountId: account.id, opportunityId: deal.id, assignedTo: agent.id, description: null });
    // 10:00 typed is 10:00 in Texas (CDT, UTC-5), whatever the server's zone.
    expect(row.dueDate?.toISOString()).toBe("2026-07-15T15:00:00.000Z");
    expect(await db().auditLog.findFirst({ where: { action: "activity.create", entityId: String(row.id), actorId: agent.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toEqual(expect.arrayContaining(["/crm", "/crm-dashboard"]));
  });

  it("create from its own page (no JavaScript): the account page opens; for a lead's call log, the Activities tab", async () => {
    const agent = await makeUser("agent");
    signInAs(agent);
    const account = await makeAccount(agent);
    await expect(createActivityAction(IDLE, formData({ subject: unique("Call back"), accountId: String(account.id), then: "open" }))).rejects.toMatchObject(
      REDIRECT_TO(`/crm/accounts/${account.id}?notice=activity-created`),
    );
    const lead = await makeLead(agent);
    await expect(createActivityAction(IDLE, formData({ type: "call", status: "completed", subject: "Called", leadId: String(lead.id), then: "open" }))).rejects.toMatchObject(
      REDIRECT_TO("/crm?tab=activities&notice=activity-created"),
    );
  });

  it("create: field errors with the values sent back; another agent's account or lead is 'not found'; nothing stored", async () => {
    const [owner, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const account = await makeAccount(owner);
    const lead = await makeLead(owner);
    signInAs(other);
    const before = await db().activity.count();
    expect(await createActivityAction(IDLE, formData({ subject: "x", type: "fax", accountId: "", scheduledDate: "soon" }))).toMatchObject({
      status: "error",
      fieldErrors: {
        subject: ["Subject must be at least 2 characters"],
        type: ["Please select an activity type"],
        scheduledDate: ["Please enter a valid date and time"],
      },
      values: { subject: "x" },
    });
    expect(await createActivityAction(IDLE, formData({ subject: "Sneaky call", accountId: String(account.id) }))).toMatchObject(NOT_YOURS);
    expect(await createActivityAction(IDLE, formData({ subject: "Sneaky call", leadId: String(lead.id) }))).toMatchObject(NOT_YOURS);
    expect(await db().activity.count()).toBe(before);
  });

  it("signed out → the sign-in page; a pending account → its account page; nothing changes", async () => {
    const owner = await makeUser("agent");
    const account = await makeAccount(owner);
    const activity = await makeActivity(owner, account.id);
    const calls = [
      () => createActivityAction(IDLE, formData({ subject: unique("Nobody's call"), accountId: String(account.id) })),
      () => updateActivityAction(IDLE, formData({ activityId: String(activity.id), type: "call", subject: "Taken over", status: "pending", priority: "low" })),
      () => setActivityStatusAction(IDLE, formData({ activityId: String(activity.id), status: "completed" })),
      () => deleteActivityAction(IDLE, formData({ activityId: String(activity.id) })),
    ];
    for (const call of calls) {
      signInAs(null);
      await expect(call()).rejects.toMatchObject(REDIRECT_TO("/login"));
      signInAs(await makeUser("agent", { status: "pending" }));
      await expect(call()).rejects.toMatchObject(REDIRECT_TO("/account"));
    }
    expect(await db().activity.findUniqueOrThrow({ where: { id: activity.id } })).toMatchObject({ subject: activity.subject, status: "pending" });
    expect(await db().activity.count({ where: { accountId: account.id } })).toBe(1);
  });

  it("complete and cancel: the button pressed sets the status and the completion time; another agent gets 'not found'", async () => {
    const [owner, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const account = await makeAccount(owner);
    const a = await makeActivity(owner, account.id);
    const b = await makeActivity(owner, account.id);
    signInAs(other);
    expect(await setActivityStatusAction(IDLE, formData({ activityId: String(a.id), status: "completed" }))).toMatchObject(NOT_YOURS);
    signInAs(owner);
    expect(await setActivityStatusAction(IDLE, formData({ activityId: String(a.id), status: "done" }))).toMatchObject({ status: "error", fieldErrors: { status: ["Please select a status"] } });
    expect(await setActivityStatusAction(IDLE, formData({ activityId: String(a.id), status: "completed" }))).toMatchObject({ status: "success", message: "Activity completed" });
    expect(await setActivityStatusAction(IDLE, formData({ activityId: String(b.id), status: "cancelled" }))).toMatchObject({ status: "success", message: "Activity cancelled" });
    expect(await db().activity.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ status: "completed", completedAt: expect.any(Date) });
    expect(await db().activity.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ status: "cancelled", completedAt: null });
    expect(await db().auditLog.findFirst({ where: { action: "activity.update", entityId: String(a.id), actorId: owner.id } })).not.toBeNull();
  });

  it("update: edits, reschedules in Central time, clears the due time and description; another agent gets 'not found'", async () => {
    const [owner, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const account = await makeAccount(owner);
    const activity = await makeActivity(owner, account.id, { dueDate: new Date("2026-01-01T15:00:00Z") });
    signInAs(other);
    expect(await updateActivityAction(IDLE, formData({ activityId: String(activity.id), type: "call", subject: "Taken over", status: "pending", priority: "low" }))).toMatchObject(NOT_YOURS);
    signInAs(owner);
    expect(await updateActivityAction(IDLE, formData({ activityId: String(activity.id), type: "call", subject: "", status: "pending", priority: "urgent" }))).toMatchObject({
      status: "error",
      fieldErrors: { subject: ["Subject must be at least 2 characters"], priority: ["Please select a priority"] },
    });
    const moved = await updateActivityAction(
      IDLE,
      formData({ activityId: String(activity.id), type: "email", subject: "Send the quote", status: "pending", priority: "high", scheduledDate: "2026-01-20T09:30", description: "With the bundle discount" }),
    );
    expect(moved).toMatchObject({ status: "success", message: "Activity updated successfully" });
    expect(await db().activity.findUniqueOrThrow({ where: { id: activity.id } })).toMatchObject({
      type: "email",
      subject: "Send the quote",
      priority: "high",
      dueDate: new Date("2026-01-20T15:30:00Z"),
      description: "With the bundle discount",
    });
    await expect(
      updateActivityAction(IDLE, formData({ activityId: String(activity.id), type: "email", subject: "Send the quote", status: "pending", priority: "high", scheduledDate: "", description: "", then: "open" })),
    ).rejects.toMatchObject(REDIRECT_TO(`/crm/accounts/${account.id}?notice=activity-updated`));
    expect(await db().activity.findUniqueOrThrow({ where: { id: activity.id } })).toMatchObject({ dueDate: null, description: null });
  });

  it("delete: another agent gets 'not found'; the owner deletes it, audited, and lands on the account page", async () => {
    const [owner, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const account = await makeAccount(owner);
    const activity = await makeActivity(owner, account.id);
    signInAs(other);
    expect(await deleteActivityAction(IDLE, formData({ activityId: String(activity.id) }))).toMatchObject(NOT_YOURS);
    expect(await db().activity.findUnique({ where: { id: activity.id } })).not.toBeNull();
    signInAs(owner);
    await expect(deleteActivityAction(IDLE, formData({ activityId: String(activity.id) }))).rejects.toMatchObject(REDIRECT_TO(`/crm/accounts/${account.id}?notice=activity-deleted`));
    expect(await db().activity.findUnique({ where: { id: activity.id } })).toBeNull();
    expect(await db().auditLog.findFirst({ where: { action: "activity.delete", entityId: String(activity.id), actorId: owner.id } })).not.toBeNull();
  });
});
