import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { FORBIDDEN, nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { addNoteAction, assignLeadAction, changeLeadStatusAction, convertLeadAction, logCallAction, logEmailAction } from "@/lib/crm/leads/actions";
import { DO_NOT_CONTACT_MESSAGE } from "@/lib/crm/leads/log-contact";
import { addDays, fromTexas, texasDate } from "@/lib/crm/texas-time";
import { IDLE, type ActionState } from "@/lib/forms/action-state";
import { formData } from "@/test/form-data";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

const NOT_FOUND = { status: "error", message: "That record does not exist or is not yours." };
const tomorrow = () => addDays(texasDate(new Date()), 1);
const leadRow = (id: number) => db().lead.findUniqueOrThrow({ where: { id } });
const events = async (leadId: number) => (await db().conversionEvent.findMany({ where: { leadId }, orderBy: { id: "asc" } })).map((e) => e.eventName);

beforeEach(() => nextRequest.reset());

describe("the lead page's server actions (real PostgreSQL)", () => {
  it("Log a call: the outcome, the first contact, new → contacted with its Meta event, and a follow-up task for tomorrow 9:00 Texas time", async () => {
    const agent = await makeUser("agent");
    const lead = await makeLead(agent);
    signInAs(agent);
    const state = await logCallAction(IDLE, formData({ leadId: lead.id, outcome: "no_answer", notes: "Rang 6 times", followUpDate: tomorrow(), followUpTime: "09:00" }));
    expect(state).toMatchObject({ status: "success", message: expect.stringMatching(/^Call logged\. Follow-up due .+ 9:00 AM \(Texas time\)\.$/) });
    expect(nextRequest.revalidated).toEqual(expect.arrayContaining([`/crm/leads/${lead.id}`, "/crm"]));

    const activities = await db().activity.findMany({ where: { leadId: lead.id }, orderBy: { id: "asc" } });
    expect(activities).toEqual([
      expect.objectContaining({ type: "call", outcome: "no_answer", status: "completed", description: "Rang 6 times", assignedTo: agent.id }),
      expect.objectContaining({ type: "task", status: "pending", subject: `Follow up with ${lead.fullName}`, assignedTo: agent.id, dueDate: fromTexas(tomorrow(), "09:00") }),
    ]);
    const first = await leadRow(lead.id);
    expect(first).toMatchObject({ status: "contacted", firstContactAt: activities[0]!.createdAt });
    expect(await db().auditLog.findFirst({ where: { entity: "lead", entityId: String(lead.id), action: "lead.status" } })).toMatchObject({
      actorId: agent.id,
      changes: { status: { from: "new", to: "contacted" }, how: "contact_logged", events: ["Lead"] },
    });
    expect(await events(lead.id)).toEqual(["Lead"]);

    // A later attempt does not move the first contact.
    expect(await logEmailAction(IDLE, formData({ leadId: lead.id, notes: "Sent the quote" }))).toMatchObject({ status: "success", message: "E-mail logged." });
    expect((await leadRow(lead.id)).firstContactAt).toEqual(first.firstContactAt);
    expect(await db().activity.count({ where: { leadId: lead.id, type: "email" } })).toBe(1);
  });

  it("field errors: no outcome, a bad date or time, a follow-up in the past, an empty note; nothing is written", async () => {
    const agent = await makeUser("agent");
    const lead = await makeLead(agent);
    signInAs(agent);
    const bad = await logCallAction(IDLE, formData({ leadId: lead.id, followUpDate: "2026-02-30", followUpTime: "25:00" }));
    expect(bad).toMatchObject({ status: "error", fieldErrors: { outcome: ["Please choose the call's outcome"], followUpDate: ["Please enter a valid date"], followUpTime: ["Please enter a valid time"] } });
    expect(bad.values).toMatchObject({ followUpDate: "2026-02-30" });
    expect(await logCallAction(IDLE, formData({ leadId: lead.id, outcome: "reached", followUpDate: "2020-01-15" }))).toMatchObject({
      status: "error",
      fieldErrors: { followUpDate: ["The follow-up must be in the future"] },
    });
    expect(await addNoteAction(IDLE, formData({ leadId: lead.id, notes: " " }))).toMatchObject({ fieldErrors: { notes: ["Note must be at least 2 characters"] } });
    expect(await logCallAction(IDLE, formData({ leadId: "abc", outcome: "reached" }))).toMatchObject({ fieldErrors: { leadId: ["Unknown lead"] } });
    expect(await logCallAction(IDLE, formData({ leadId: lead.id, outcome: "hung_up" }))).toMatchObject({ fieldErrors: { outcome: ["Please choose the call's outcome"] } });
    expect(await db().activity.count({ where: { leadId: lead.id } })).toBe(0);
    expect((await leadRow(lead.id)).firstContactAt).toBeNull();
  });

  it("a note counts as the first contact but leaves the status; a person who opted out gets notes, never a logged call", async () => {
    const agent = await makeUser("agent");
    const lead = await makeLead(agent);
    await db().lead.update({ where: { id: lead.id }, data: { doNotContact: true } });
    signInAs(agent);
    expect(await logCallAction(IDLE, formData({ leadId: lead.id, outcome: "reached" }))).toMatchObject({ status: "error", message: DO_NOT_CONTACT_MESSAGE });
    expect(await addNoteAction(IDLE, formData({ leadId: lead.id, notes: "Asked to be removed: do not call." }))).toMatchObject({ status: "success", message: "Note added." });
    expect(await leadRow(lead.id)).toMatchObject({ status: "new", firstContactAt: expect.any(Date) });
    expect(await db().activity.findMany({ where: { leadId: lead.id }, select: { type: true } })).toEqual([{ type: "note" }]);
  });

  it("follow-up tasks: an agent keeps their own, an admin gives one to an agent", async () => {
    const [admin, agent, other] = await Promise.all([makeUser("admin"), makeUser("agent"), makeUser("agent")]);
    const lead = await makeLead(agent);
    signInAs(agent);
    expect(await logCallAction(IDLE, formData({ leadId: lead.id, outcome: "voicemail", followUpDate: tomorrow(), followUpAssignee: other.id }))).toMatchObject({
      fieldErrors: { followUpAssignee: ["Only admins can give a task to someone else"] },
    });
    expect(await db().activity.count({ where: { leadId: lead.id } })).toBe(0);
    signInAs(admin);
    expect(await logCallAction(IDLE, formData({ leadId: lead.id, outcome: "voicemail", followUpDate: tomorrow(), followUpTime: "14:30", followUpSubject: "Call back after lunch" }))).toMatchObject({ status: "success" });
    expect(await db().activity.findFirst({ where: { leadId: lead.id, type: "task" } })).toMatchObject({ assignedTo: agent.id, subject: "Call back after lunch", dueDate: fromTexas(tomorrow(), "14:30") });
    expect(await logCallAction(IDLE, formData({ leadId: lead.id, outcome: "reached", followUpDate: tomorrow(), followUpAssignee: 99999999 }))).toMatchObject({
      fieldErrors: { followUpAssignee: ["Please pick one from the list"] },
    });
  });

  it("status: qualified sends the mapped events in order; lost needs a reason; audited; the same status is a no-op", async () => {
    const agent = await makeUser("agent");
    const lead = await makeLead(agent);
    signInAs(agent);
    expect(await changeLeadStatusAction(IDLE, formData({ leadId: lead.id, status: "qualified" }))).toMatchObject({ status: "success", message: "Status: Qualified" });
    expect(await events(lead.id)).toEqual(["Lead", "CompleteRegistration"]);
    expect(await changeLeadStatusAction(IDLE, formData({ leadId: lead.id, status: "qualified" }))).toMatchObject({ status: "success", message: "The lead is already qualified" });
    expect(await changeLeadStatusAction(IDLE, formData({ leadId: lead.id, status: "lost" }))).toMatchObject({ fieldErrors: { lostReason: ["Please give a reason for losing this lead"] } });
    expect(await changeLeadStatusAction(IDLE, formData({ leadId: lead.id, status: "sold" }))).toMatchObject({ fieldErrors: { status: ["Please choose a status"] } });
    expect(await changeLeadStatusAction(IDLE, formData({ leadId: lead.id, status: "lost", lostReason: "Bought from another agency" }))).toMatchObject({ status: "success", message: "Status: Lost" });
    expect(await leadRow(lead.id)).toMatchObject({ status: "lost", lostReason: "Bought from another agency" });
    expect(await events(lead.id)).toEqual(["Lead", "CompleteRegistration"]);
    expect(await changeLeadStatusAction(IDLE, formData({ leadId: lead.id, status: "converted" }))).toMatchObject({ status: "success" });
    expect(await leadRow(lead.id)).toMatchObject({ status: "converted", lostReason: null });
    expect(await events(lead.id)).toEqual(["Lead", "CompleteRegistration", "Purchase"]);
    const audit = await db().auditLog.findMany({ where: { entity: "lead", entityId: String(lead.id), action: "lead.status" }, orderBy: { id: "asc" } });
    expect(audit.map((a) => (a.changes as { status: { to: string } }).status.to)).toEqual(["qualified", "lost", "converted"]);
    expect(audit[1]).toMatchObject({ actorId: agent.id, changes: { lostReason: "Bought from another agency", how: "manual" } });
  });

  it("signed out → the sign-in page; a pending account → its account page; another agent's lead → not found; nothing changes", async () => {
    const owner = await makeUser("agent");
    const lead = await makeLead(owner);
    const attempts: [string, () => Promise<ActionState>][] = [
      ["call", () => logCallAction(IDLE, formData({ leadId: lead.id, outcome: "reached" }))],
      ["email", () => logEmailAction(IDLE, formData({ leadId: lead.id }))],
      ["note", () => addNoteAction(IDLE, formData({ leadId: lead.id, notes: "Hello there" }))],
      ["status", () => changeLeadStatusAction(IDLE, formData({ leadId: lead.id, status: "qualified" }))],
      ["convert", () => convertLeadAction(IDLE, formData({ leadId: lead.id }))],
    ];
    signInAs(null);
    for (const [name, attempt] of attempts) await expect(attempt(), name).rejects.toMatchObject(REDIRECT_TO("/login"));
    signInAs(await makeUser("agent", { status: "pending" }));
    for (const [name, attempt] of attempts) await expect(attempt(), name).rejects.toMatchObject(REDIRECT_TO("/account"));
    signInAs(await makeUser("agent"));
    for (const [name, attempt] of attempts) expect(await attempt(), name).toMatchObject(NOT_FOUND);
    expect(await leadRow(lead.id)).toMatchObject({ status: "new", firstContactAt: null, accountId: null });
    expect(await db().activity.count({ where: { leadId: lead.id } })).toBe(0);
    expect(await db().conversionEvent.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it("assign (admins): assigned, audited, the agent e-mailed about this lead; agents get 403; field errors", async () => {
    const admin = await makeUser("admin");
    const agent = await makeUser("agent", { email: "pat@agency.example" });
    const lead = await makeLead(null);
    signInAs(agent);
    await expect(assignLeadAction(IDLE, formData({ leadId: lead.id, assignedTo: agent.id }))).rejects.toMatchObject(FORBIDDEN);
    signInAs(null);
    await expect(assignLeadAction(IDLE, formData({ leadId: lead.id, assignedTo: agent.id }))).rejects.toMatchObject(REDIRECT_TO("/login"));
    expect((await leadRow(lead.id)).assignedTo).toBeNull();

    signInAs(admin);
    expect(await assignLeadAction(IDLE, formData({ leadId: lead.id, assignedTo: agent.id }))).toMatchObject({ status: "success", message: "Lead assigned" });
    expect((await leadRow(lead.id)).assignedTo).toBe(agent.id);
    expect(await db().auditLog.findFirst({ where: { entity: "lead", entityId: String(lead.id), action: "lead.assign" } })).toMatchObject({ actorId: admin.id, changes: { assignedTo: { from: null, to: agent.id }, how: "admin" } });
    expect(await db().communication.findFirst({ where: { leadId: lead.id, toAddress: "pat@agency.example" } })).toMatchObject({ status: "queued", subject: `New lead assigned to you: #${lead.id} ${lead.fullName}` });
    expect(await assignLeadAction(IDLE, formData({ leadId: lead.id, assignedTo: "" }))).toMatchObject({ status: "success", message: "Lead unassigned" });
    expect(await assignLeadAction(IDLE, formData({ leadId: lead.id, assignedTo: "x" }))).toMatchObject({ status: "error", fieldErrors: { assignedTo: expect.any(Array) } });
    expect(await assignLeadAction(IDLE, formData({ leadId: 99999999, assignedTo: agent.id }))).toMatchObject(NOT_FOUND);
  });

  it("convert: a prospect account with the lead's person as primary contact, opened; converting again opens the same account", async () => {
    const agent = await makeUser("agent");
    const lead = await makeLead(agent, { fullName: "Maria de la Cruz" });
    signInAs(agent);
    const first = await convertLeadAction(IDLE, formData({ leadId: lead.id })).catch((e: unknown) => e);
    const account = await db().account.findFirstOrThrow({ where: { leads: { some: { id: lead.id } } }, include: { contacts: true } });
    expect(first).toMatchObject(REDIRECT_TO(`/crm/accounts/${account.id}`));
    expect(account).toMatchObject({ name: lead.agencyName, type: "prospect", assignedTo: agent.id, email: lead.email });
    expect(account.contacts).toEqual([expect.objectContaining({ firstName: "Maria", lastName: "de la Cruz", isPrimary: true, email: lead.email })]);
    expect(await leadRow(lead.id)).toMatchObject({ accountId: account.id, status: "contacted" });
    await expect(convertLeadAction(IDLE, formData({ leadId: lead.id }))).rejects.toMatchObject(REDIRECT_TO(`/crm/accounts/${account.id}`));
    expect(await db().account.count({ where: { leads: { some: { id: lead.id } } } })).toBe(1);
    expect(await db().auditLog.findFirst({ where: { action: "lead.convert", entityId: String(lead.id) } })).toMatchObject({ actorId: agent.id });
    expect(await convertLeadAction(IDLE, formData({ leadId: "nope" }))).toMatchObject(NOT_FOUND);
  });
});
