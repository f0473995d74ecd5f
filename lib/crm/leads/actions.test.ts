import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { FORBIDDEN, nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { addNoteAction, assignLeadAction, changeLeadStatusAction, convertLeadAction, erasePersonAction, logCallAction, logEmailAction, mergeLeadsAction } from "@/lib/crm/leads/actions";
import { captureLead } from "@/lib/leads/capture-lead";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { texasLead } from "@/test/fixtures/texas-lead";
import { DO_NOT_CONTACT_MESSAGE } from "@/lib/crm/leads/log-contact";
import { addDays, fromTexas, texasDate } from "@/lib/crm/texas-time";
import { IDLE, type ActionState } from "@/lib/forms/action-state";
import { formData } from "@/test/form-data";
import { expectAdminOnly } from "@/test/action-access";

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

  it("merge: field by field, the other lead's history moves, it is soft-deleted as merged, and the person's Meta events count once", async () => {
    const agent = await makeUser("agent");
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    // One person, twice: 40 days apart (past the duplicate window), so each lead recorded its own Lead event.
    const first = texasLead({ fullName: "Ana Treviño", email: `ana.${Date.now()}@gmail.com` });
    const a = await captureLead(leadSubmissionSchema.parse(first), { ip: "203.0.113.9", userAgent: "vitest", pageUrl: "https://example.com/quote", now: at(3) });
    const b = await captureLead(leadSubmissionSchema.parse({ ...first, fullName: "Ana Trevino", email: `ana.work.${Date.now()}@gmail.com`, phone: "(512) 555-0188" }), { ip: "203.0.113.10", userAgent: "vitest", pageUrl: "https://example.com/quote", now: at(1) });
    if (!a.ok || !b.ok) throw new Error("capture failed");
    const [survivorId, mergedId] = [a.body.id!, b.body.id!];
    await db().lead.updateMany({ where: { id: { in: [survivorId, mergedId] } }, data: { assignedTo: agent.id } });
    const metaLeads = async () => db().conversionEvent.count({ where: { leadId: survivorId, eventName: "Lead", status: { not: "dropped" } } });
    expect(await db().conversionEvent.count({ where: { leadId: { in: [survivorId, mergedId] }, eventName: "Lead", status: "pending" } })).toBe(2);
    await db().activity.create({ data: { type: "call", subject: "Called Ana", leadId: mergedId, assignedTo: agent.id, status: "completed" } });

    signInAs(agent);
    expect(await mergeLeadsAction(IDLE, formData({ survivorId, mergedId: survivorId }))).toMatchObject({ fieldErrors: { mergedId: ["Choose two different leads"] } });
    await expect(mergeLeadsAction(IDLE, formData({ survivorId, mergedId, field_phone: "merged", field_fullName: "survivor" }))).rejects.toMatchObject(REDIRECT_TO(`/crm/leads/${survivorId}?notice=leads-merged`));

    const survivor = await leadRow(survivorId);
    expect(survivor).toMatchObject({ fullName: "Ana Treviño", phone: "(512) 555-0188", phoneE164: "+15125550188", deletedAt: null });
    expect(await leadRow(mergedId)).toMatchObject({ mergedIntoId: survivorId, deletedById: agent.id, deletedAt: expect.any(Date) });
    expect(await db().activity.count({ where: { leadId: survivorId, subject: "Called Ana" } })).toBe(1);
    // Counted once: the merged lead's pending Lead event is dropped with the reason; every event is the survivor's now.
    expect(await metaLeads()).toBe(1);
    expect(await db().conversionEvent.count({ where: { leadId: mergedId } })).toBe(0);
    expect(await db().conversionEvent.findFirst({ where: { leadId: survivorId, eventName: "Lead", status: "dropped" } })).toMatchObject({ lastError: expect.stringContaining(`Merged into lead #${survivorId}`) });
    // A later status move sends no second event of a name the person already has.
    expect(await changeLeadStatusAction(IDLE, formData({ leadId: survivorId, status: "qualified" }))).toMatchObject({ status: "success" });
    expect(await metaLeads()).toBe(1);
    expect(await db().conversionEvent.count({ where: { leadId: survivorId, eventName: "CompleteRegistration", status: { not: "dropped" } } })).toBe(1);
    expect(await db().auditLog.findFirst({ where: { action: "lead.merge", entityId: String(survivorId) } })).toMatchObject({ actorId: agent.id, changes: { mergedId, fieldsTaken: ["phone"] } });
    // The merged lead is gone from the lists; merging it again is "not found".
    expect(await mergeLeadsAction(IDLE, formData({ survivorId, mergedId }))).toMatchObject(NOT_FOUND);
    // Another agent cannot merge these leads.
    signInAs(await makeUser("agent"));
    expect(await mergeLeadsAction(IDLE, formData({ survivorId: mergedId, mergedId: survivorId }))).toMatchObject(NOT_FOUND);
  });

  it("convert: a lead whose other record was already converted is offered that account instead of a second one", async () => {
    const agent = await makeUser("agent");
    const original = await makeLead(agent);
    signInAs(agent);
    const opened = await convertLeadAction(IDLE, formData({ leadId: original.id })).catch((e: unknown) => e);
    const accountId = (await leadRow(original.id)).accountId!;
    expect(opened).toMatchObject(REDIRECT_TO(`/crm/accounts/${accountId}`));
    const repeat = await db().lead.create({ data: { fullName: original.fullName, email: original.email, phone: original.phone, emailNormalized: original.email.toLowerCase(), duplicateOfId: original.id, assignedTo: agent.id } });
    const before = await db().account.count({ where: { assignedTo: agent.id } });
    const offer = await convertLeadAction(IDLE, formData({ leadId: repeat.id }));
    expect(offer).toMatchObject({ status: "error", offer: { accountId, fromLeadId: original.id } });
    await expect(convertLeadAction(IDLE, formData({ leadId: repeat.id, useAccount: accountId }))).rejects.toMatchObject(REDIRECT_TO(`/crm/accounts/${accountId}`));
    expect((await leadRow(repeat.id)).accountId).toBe(accountId);
    expect(await db().account.count({ where: { assignedTo: agent.id } })).toBe(before);
  });

  it("erase this person (admins): every record with the e-mail or phone is deleted, an opt-out record stays, the audit holds no personal data", async () => {
    const admin = await makeUser("admin");
    const email = `erase.me.${Date.now()}@gmail.com`;
    const captured = await captureLead(leadSubmissionSchema.parse(texasLead({ email, phone: "(512) 555-0177" })), { ip: "203.0.113.7", userAgent: "vitest", pageUrl: null });
    if (!captured.ok) throw new Error("capture failed");
    const leadId = captured.body.id!;
    await db().contact.create({ data: { firstName: "Erase", lastName: "Me", email, emailNormalized: email, phone: "(512) 555-0177", subject: "other", message: "Please call me back" } });
    await db().chatSession.create({ data: { sessionId: `erase-${Date.now()}`, messages: { create: [{ messageId: `m-${Date.now()}`, content: `my number is 512-555-0177`, sender: "user" }] } } });
    await db().webhookInbox.create({ data: { provider: "hubspot", providerEventId: `erase-${Date.now()}`, payload: { email } } });
    // An earlier edit of an account, audited with the e-mail and phone it changed.
    const edit = await db().auditLog.create({ data: { actorId: admin.id, action: "account.update", entity: "account", entityId: "1", changes: { email: { from: null, to: email }, phone: { from: null, to: "(512) 555-0177" } } } });
    // Someone else whose address ends with theirs: untouched.
    const other = await db().auditLog.create({ data: { actorId: admin.id, action: "account.update", entity: "account", entityId: "2", changes: { email: { from: null, to: `jo${email}` } } } });
    await expectAdminOnly(() => erasePersonAction(IDLE, formData({ leadId, confirm: "ERASE" })));
    expect(await db().lead.count({ where: { id: leadId } })).toBe(1);
    signInAs(admin);
    expect(await erasePersonAction(IDLE, formData({ leadId, confirm: "yes" }))).toMatchObject({ fieldErrors: { confirm: ["Type ERASE to confirm"] } });
    await expect(erasePersonAction(IDLE, formData({ leadId, confirm: "ERASE" }))).rejects.toMatchObject(REDIRECT_TO("/crm?tab=leads&notice=person-erased"));
    expect(await db().lead.count({ where: { OR: [{ id: leadId }, { emailNormalized: email }] } })).toBe(0);
    expect(await db().contact.count({ where: { emailNormalized: email } })).toBe(0);
    expect(await db().chatMessage.count({ where: { content: { contains: "512-555-0177" } } })).toBe(0);
    expect(await db().webhookInbox.count({ where: { providerEventId: { startsWith: "erase-" }, payload: { path: ["email"], equals: email } } })).toBe(0);
    expect(await db().communication.count({ where: { leadId } })).toBe(0);
    expect(await db().conversionEvent.count({ where: { leadId } })).toBe(0);
    expect(await db().consentRevocation.findFirst({ where: { email, channel: "erasure" } })).toMatchObject({ phoneE164: "+15125550177" });
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "person.erase", actorId: admin.id } });
    expect(JSON.stringify(audit.changes)).not.toContain(email);
    expect(JSON.stringify(audit.changes)).not.toContain("555-0177");
    expect(audit.changes).toMatchObject({ leadIds: [leadId], counts: { leads: 1, contactMessages: 1, chatSessions: 1 } });
    expect(await db().auditLog.findUniqueOrThrow({ where: { id: edit.id } })).toMatchObject({ action: "account.update", actorId: admin.id, changes: { erased: "Personal data removed when the person was erased" } });
    expect((await db().auditLog.findUniqueOrThrow({ where: { id: other.id } })).changes).toEqual({ email: { from: null, to: `jo${email}` } });
  });
});
