import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { myDay } from "@/lib/crm/activities/my-day";
import { completeTaskAction } from "@/lib/crm/activities/actions";
import { addDays, fromTexas } from "@/lib/crm/texas-time";
import { IDLE } from "@/lib/forms/action-state";
import { formData } from "@/test/form-data";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);


/** "Now": Tuesday 24 November 2026, 10:30 in Texas (16:30 UTC). */
const NOW = fromTexas("2026-11-24", "10:30");
const task = (assignedTo: number, due: Date, data: { subject?: string; leadId?: number; status?: "pending" | "completed" } = {}) =>
  db().activity.create({ data: { type: "task", subject: data.subject ?? "Follow up", assignedTo, dueDate: due, leadId: data.leadId ?? null, status: data.status ?? "pending" } });

beforeEach(() => nextRequest.reset());

describe("My day", () => {
  it("today: overdue tasks, tasks due today in Texas time, and new leads not contacted yet, oldest first with the minutes waiting", async () => {
    const [agent, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const lead = await makeLead(agent, { fullName: "Waiting Longest" });
    const newer = await makeLead(agent, { fullName: "Waiting Less" });
    const contacted = await makeLead(agent);
    const optedOut = await makeLead(agent);
    await db().lead.update({ where: { id: lead.id }, data: { createdAt: new Date(NOW.getTime() - 95 * 60_000) } });
    await db().lead.update({ where: { id: newer.id }, data: { createdAt: new Date(NOW.getTime() - 5 * 60_000) } });
    await db().lead.update({ where: { id: contacted.id }, data: { createdAt: new Date(NOW.getTime() - 300 * 60_000), firstContactAt: NOW } });
    await db().lead.update({ where: { id: optedOut.id }, data: { createdAt: new Date(NOW.getTime() - 400 * 60_000), doNotContact: true } });
    await makeLead(other);

    const yesterday = await task(agent.id, fromTexas("2026-11-23", "16:00"), { subject: "Yesterday's call back" });
    const early = await task(agent.id, fromTexas("2026-11-24", "08:00"), { subject: "Early call", leadId: lead.id });
    const late = await task(agent.id, fromTexas("2026-11-24", "23:30"), { subject: "Late call" }); // 05:30 UTC the next day: still today in Texas
    const tomorrow = await task(agent.id, fromTexas("2026-11-25", "09:00"), { subject: "Tomorrow's call" });
    await task(agent.id, fromTexas("2026-11-24", "09:00"), { status: "completed" });
    await task(other.id, fromTexas("2026-11-24", "09:00"));

    const day = await myDay(agent, null, NOW);
    expect(day).toMatchObject({ day: "2026-11-24", today: "2026-11-24" });
    expect(day.overdue.map((t) => t.id)).toEqual([yesterday.id]);
    expect(day.due.map((t) => [t.id, t.overdue])).toEqual([[early.id, true], [late.id, false]]);
    expect(day.due[0]).toMatchObject({ subject: "Early call", lead: { id: lead.id, fullName: "Waiting Longest" } });
    expect(day.waiting.map((l) => [l.id, l.minutesWaiting])).toEqual([[lead.id, 95], [newer.id, 5]]);
    expect(day.waitingTotal).toBe(2);

    // Another day: that day's tasks only.
    const next = await myDay(agent, addDays("2026-11-24", 1), NOW);
    expect(next).toMatchObject({ day: "2026-11-25", overdue: [], waiting: [], waitingTotal: 0 });
    expect(next.due.map((t) => t.id)).toEqual([tomorrow.id]);
  });

  it("Complete: one click completes the user's own task (audited); field errors, another agent's task and signed-out users are refused", async () => {
    const [agent, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const lead = await makeLead(agent);
    const mine = await task(agent.id, fromTexas("2026-11-24", "09:00"), { leadId: lead.id });
    const theirs = await task(other.id, fromTexas("2026-11-24", "09:00"));
    signInAs(null);
    await expect(completeTaskAction(IDLE, formData({ activityId: mine.id }))).rejects.toMatchObject(REDIRECT_TO("/login"));
    signInAs(await makeUser("agent", { status: "pending" }));
    await expect(completeTaskAction(IDLE, formData({ activityId: mine.id }))).rejects.toMatchObject(REDIRECT_TO("/account"));
    signInAs(agent);
    expect(await completeTaskAction(IDLE, formData({ activityId: theirs.id }))).toMatchObject({ status: "error", message: "That record does not exist or is not yours." });
    expect(await completeTaskAction(IDLE, formData({ activityId: "x" }))).toMatchObject({ status: "error" });
    expect(await db().activity.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ status: "pending" });

    expect(await completeTaskAction(IDLE, formData({ activityId: mine.id }))).toMatchObject({ status: "success", message: "Task completed" });
    expect(await db().activity.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({ status: "completed", completedAt: expect.any(Date) });
    expect(nextRequest.revalidated).toEqual(expect.arrayContaining(["/crm", `/crm/leads/${lead.id}`]));
    expect(await db().auditLog.findFirst({ where: { entity: "activity", entityId: String(mine.id), action: "activity.update" } })).toMatchObject({ actorId: agent.id, changes: { status: { from: "pending", to: "completed" } } });
    expect(await completeTaskAction(IDLE, formData({ activityId: mine.id }))).toMatchObject({ status: "success", message: "This task was already completed" });
    // An admin completes anyone's task.
    signInAs(await makeUser("admin"));
    expect(await completeTaskAction(IDLE, formData({ activityId: theirs.id }))).toMatchObject({ status: "success" });
  });
});
