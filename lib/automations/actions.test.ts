import { beforeEach, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest } from "@/test/next-request-mocks";
import { expectAdminOnly } from "@/test/action-access";
import { IDLE } from "@/lib/forms/action-state";
import {
  previewTemplateAction,
  saveAutomationAction,
  saveEmailTemplateAction,
  saveWorkingHoursAction,
  setAvailableNowAction,
  toggleAutomationAction,
} from "@/lib/automations/actions";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) f.append(k, x);
  return f;
};
const name = () => `Template ${randomBytes(3).toString("hex")}`;
const template = (over: Record<string, string> = {}) => ({ name: name(), subject: "Hi {{first_name}}", body: "I'm {{agent_name}} from {{agency_name}}.", fromName: "", replyTo: "", isActive: "on", ...over });

beforeEach(() => nextRequest.reset());

describe("automations' server actions (real PostgreSQL)", () => {
  it("templates: an admin saves one; an unknown merge field or an open brace is refused, naming it", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const fields = template();
    const saved = await saveEmailTemplateAction(IDLE, form(fields));
    expect(saved).toMatchObject({ status: "success", message: "Template created" });
    const row = await db().emailTemplate.findUniqueOrThrow({ where: { id: saved.id! } });
    expect(row).toMatchObject({ name: fields.name, subject: "Hi {{first_name}}", isActive: true, createdBy: admin.id, variables: ["first_name", "agent_name", "agency_name"] });
    expect(nextRequest.revalidated).toContain("/admin/templates");

    const unknown = await saveEmailTemplateAction(IDLE, form(template({ body: "Hello {{first_name}}, your {{policy_number}} is ready." })));
    expect(unknown).toMatchObject({ status: "error", fieldErrors: { body: ["Unknown merge field {{policy_number}}"] } });
    const open = await saveEmailTemplateAction(IDLE, form(template({ subject: "Hi {{first_name", body: "Fine." })));
    expect(open.fieldErrors?.subject?.[0]).toBe("Unclosed merge field: “{{first_name” needs a closing }}");
    const single = await saveEmailTemplateAction(IDLE, form(template({ body: "Hi {first_name}" })));
    expect(single.fieldErrors?.body?.[0]).toMatch(/two braces/);

    // Editing keeps the row; a template that does not exist is "not found".
    const edited = await saveEmailTemplateAction(IDLE, form({ ...fields, templateId: String(saved.id), subject: "Hello {{first_name}}", isActive: "" }));
    expect(edited.status).toBe("success");
    expect(await db().emailTemplate.findUniqueOrThrow({ where: { id: saved.id! } })).toMatchObject({ subject: "Hello {{first_name}}", isActive: false });
    expect((await saveEmailTemplateAction(IDLE, form({ ...fields, templateId: "99999999" }))).status).toBe("error");

    const before = await db().emailTemplate.count();
    await expectAdminOnly(() => saveEmailTemplateAction(IDLE, form(template())));
    expect(await db().emailTemplate.count()).toBe(before);
  });

  it("preview: the template as a real lead would get it, with the agent's name, the opt-out link and the postal address", async () => {
    const agent = await makeUser("agent", { email: "preview.agent@agency.example" });
    const lead = await makeLead(agent, { fullName: "Rosa Villarreal" });
    signInAs(await makeUser("admin"));
    const answer = await previewTemplateAction(IDLE, form({ subject: "{{first_name}}, about your quote", body: "I'm {{agent_name}}. Reply to {{agent_email}}.", leadId: String(lead.id) }));
    expect(answer.status).toBe("success");
    const p = answer.preview!;
    expect(p.subject).toBe("Rosa, about your quote");
    expect(p.text).toContain(`I'm ${agent.username}. Reply to preview.agent@agency.example.`);
    expect(p.text).toContain(`/opt-out?email=${encodeURIComponent(lead.email)}`);
    expect(p.text).toContain("100 Congress Ave, Suite 2000, Austin, TX 78701");
    expect(p.replyTo).toBe("preview.agent@agency.example");
    // A marketplace buyer's lead: their agency (their set-up) signs it, through us.
    await db().buyerProfile.create({ data: { userId: agent.id, agencyName: "Villarreal Family Insurance" } });
    const bought = (await previewTemplateAction(IDLE, form({ subject: "Your quote", body: "I'm {{agent_name}} with {{agency_name}}.", leadId: String(lead.id) }))).preview!;
    expect(bought.text).toContain(`I'm ${agent.username} with Villarreal Family Insurance.`);
    expect(bought.text).toMatch(/passed your request to Villarreal Family Insurance\.$/m);
    expect(await previewTemplateAction(IDLE, form({ subject: "x", body: "y", leadId: "99999999" }))).toMatchObject({ status: "error", fieldErrors: { leadId: ["There is no lead #99999999"] } });
    await expectAdminOnly(() => previewTemplateAction(IDLE, form({ subject: "x", body: "y", leadId: String(lead.id) })));
  });

  it("automations: an admin saves a trigger with ordered, delayed actions and switches it off; a bad definition is refused", async () => {
    signInAs(await makeUser("admin"));
    const t = await saveEmailTemplateAction(IDLE, form(template()));
    const trigger = { type: "lead_not_contacted", minutes: 10, conditions: { leadTypes: ["auto"], sources: [], minScore: 60, verifiedOnly: false, duplicate: "new" } };
    const actions = [
      { type: "alert_agent", delayMinutes: 0 },
      { type: "send_template", templateId: t.id, delayMinutes: 30 },
      { type: "create_task", subject: "Call again", dueInMinutes: 120, delayMinutes: 60 },
    ];
    const n = name();
    const saved = await saveAutomationAction(IDLE, form({ name: n, isActive: "on", trigger: JSON.stringify(trigger), actions: JSON.stringify(actions) }));
    expect(saved).toMatchObject({ status: "success", message: "Automation created" });
    const row = await db().automation.findUniqueOrThrow({ where: { id: saved.id! } });
    expect(row).toMatchObject({ name: n, type: "lead_not_contacted", isActive: true, trigger, actions });

    expect(await toggleAutomationAction(IDLE, form({ automationId: String(saved.id), isActive: "false" }))).toMatchObject({ status: "success", message: "Automation switched off" });
    expect((await db().automation.findUniqueOrThrow({ where: { id: saved.id! } })).isActive).toBe(false);

    const missingTemplate = await saveAutomationAction(IDLE, form({ name: n, trigger: JSON.stringify(trigger), actions: JSON.stringify([{ type: "send_template", templateId: 99999999, delayMinutes: 0 }]) }));
    expect(missingTemplate).toMatchObject({ status: "error", fieldErrors: { "actions.0.templateId": ["Please choose a template"] } });
    const noActions = await saveAutomationAction(IDLE, form({ name: n, trigger: JSON.stringify(trigger), actions: "[]" }));
    expect(noActions.fieldErrors?.actions).toEqual(["Add at least one action"]);
    const badTrigger = await saveAutomationAction(IDLE, form({ name: n, trigger: JSON.stringify({ ...trigger, minutes: 0 }), actions: JSON.stringify(actions) }));
    expect(Object.keys(badTrigger.fieldErrors ?? {})).toContain("trigger.minutes");
    expect((await saveAutomationAction(IDLE, form({ name: n, trigger: "{not json", actions: "[]" }))).fieldErrors?.trigger).toEqual(["Not valid JSON"]);

    await expectAdminOnly(
      () => saveAutomationAction(IDLE, form({ name: n, trigger: JSON.stringify(trigger), actions: JSON.stringify(actions) })),
      () => toggleAutomationAction(IDLE, form({ automationId: String(saved.id), isActive: "true" })),
    );
    expect((await db().automation.findUniqueOrThrow({ where: { id: saved.id! } })).isActive).toBe(false);
  });

  it("availability: an agent switches themselves away and sets their hours; only admins set someone else's", async () => {
    const agent = await makeUser("agent");
    const other = await makeUser("agent");
    signInAs(agent);
    expect(await setAvailableNowAction(IDLE, form({ availableNow: "false" }))).toMatchObject({ status: "success" });
    expect((await db().user.findUniqueOrThrow({ where: { id: agent.id } })).availableNow).toBe(false);
    expect((await setAvailableNowAction(IDLE, form({}))).status).toBe("error");

    const hours = { workDays: ["1", "3", "5"], workStart: "07:30", workEnd: "15:00", displayName: " Maria Gonzalez ", phone: "(512) 555-0188", bookingLink: "https://cal.example/agent" };
    expect(await saveWorkingHoursAction(IDLE, form(hours))).toMatchObject({ status: "success" });
    expect(await db().user.findUniqueOrThrow({ where: { id: agent.id } })).toMatchObject({ workDays: [1, 3, 5], workStartMinute: 450, workEndMinute: 900, displayName: "Maria Gonzalez", phone: "(512) 555-0188", bookingLink: "https://cal.example/agent" });
    expect((await saveWorkingHoursAction(IDLE, form({ ...hours, displayName: "x".repeat(81) }))).fieldErrors?.displayName).toEqual(["Must be at most 80 characters"]);
    expect((await saveWorkingHoursAction(IDLE, form({ ...hours, workEnd: "07:00" }))).fieldErrors?.workEnd).toEqual(["The end must be after the start"]);
    expect((await saveWorkingHoursAction(IDLE, form({ ...hours, workDays: [] }))).fieldErrors?.workDays).toEqual(["Choose at least one working day"]);

    // Another agent's hours: not found, nothing changed. An admin may.
    expect((await saveWorkingHoursAction(IDLE, form({ ...hours, userId: String(other.id) }))).status).toBe("error");
    expect((await db().user.findUniqueOrThrow({ where: { id: other.id } })).workStartMinute).toBe(0);
    signInAs(await makeUser("admin"));
    expect((await saveWorkingHoursAction(IDLE, form({ ...hours, userId: String(other.id) }))).status).toBe("success");
    expect((await db().user.findUniqueOrThrow({ where: { id: other.id } })).workStartMinute).toBe(450);
  });
});
