import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { adminUser, captureTexasLead, clearMetaEnv } from "@/test/fakes/integration-env";

/** The session is the only thing mocked: handlers, services and the database are real. */
const session = vi.hoisted(() => ({ user: null as null | { id: number; role: "admin" | "agent"; username: string } }));
vi.mock("@/lib/auth/session", () => ({
  apiUser: async (role?: string) =>
    !session.user
      ? { ok: false, response: Response.json({ success: false, error: "Not signed in" }, { status: 401 }) }
      : role && session.user.role !== role
        ? { ok: false, response: Response.json({ success: false, error: "Forbidden" }, { status: 403 }) }
        : { ok: true, user: session.user },
}));

const { POST } = await import("@/app/api/crm/stage-change/route");
const { GET: STAGES } = await import("@/app/api/crm/stages/route");
const { deleteStageMapping, saveStageMapping } = await import("@/lib/integrations/crm/stage-mappings");

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(new Request("http://localhost/api/crm/stage-change", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }));

describe("the stage-change API (crm-and-integrations.md §3, §7)", () => {
  beforeAll(async () => {
    clearMetaEnv();
    const admin = await adminUser();
    session.user = { id: admin.id, role: "admin", username: admin.username };
  });
  afterAll(() => {
    session.user = null;
  });

  it("GET /api/crm/stages answers {success, data: {mappings, usage}} with default dollar values", async () => {
    const res = await STAGES();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data.mappings).toEqual({
      lead_qualified: { facebook_event: "CompleteRegistration", default_value: 25 },
      appointment_scheduled: { facebook_event: "Schedule", default_value: 75 },
      proposal_sent: { facebook_event: "InitiateCheckout", default_value: 150 },
      policy_sold: { facebook_event: "Purchase", default_value: 500 },
      renewal_completed: { facebook_event: "Subscribe", default_value: 400 },
    });
    expect(body.data.usage).toEqual({ description: expect.any(String), required_fields: ["lead_id", "new_stage"], optional_fields: ["previous_stage", "stage_value", "event_time"], event_time_note: expect.stringContaining("UNIX seconds") });
  });

  it("POST /api/crm/stage-change answers {success, error, stageEvent}; without credentials the event waits, with a warning", async () => {
    const { id } = await captureTexasLead();
    await db().lead.update({ where: { id }, data: { createdAt: new Date(Date.now() - 10 * 60_000) } });
    const eventTime = Math.floor(Date.now() / 1000) - 60;
    const res = await post({ lead_id: id, new_stage: "policy_sold", previous_stage: "proposal_sent", stage_value: 1325.5, event_time: eventTime });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      error: null,
      stageEvent: { event_name: "Purchase", event_time: eventTime, action_source: "system_generated", lead_id: id, new_stage: "policy_sold", stage_value: 1325.5 },
      delivery: "queued",
      warning: expect.stringContaining("Missing Facebook credentials: FACEBOOK_PIXEL_ID, FACEBOOK_ACCESS_TOKEN"),
    });
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "lead.stage_change", entityId: String(id) } });
    expect(audit.changes).toMatchObject({ from: "proposal_sent", to: "policy_sold", event: "Purchase" });
    // Strings are accepted as numbers; event_time defaults to now.
    const text = await (await post({ lead_id: String(id), new_stage: "renewal_completed", stage_value: "400" })).json();
    expect(text.stageEvent.event_name).toBe("Subscribe");
    expect(Math.abs(text.stageEvent.event_time - Date.now() / 1000)).toBeLessThan(5);
  });

  it("refuses unknown leads (404), unknown stages, old or future times and malformed bodies (400)", async () => {
    const { id } = await captureTexasLead();
    const missing = await post({ lead_id: 2_000_000_000, new_stage: "policy_sold" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: "Lead 2000000000 not found", stageEvent: null });
    expect((await (await post({ lead_id: id, new_stage: "bogus" })).json()).error).toContain('Unknown stage "bogus"');
    expect((await post({ lead_id: id, new_stage: "policy_sold", event_time: Math.floor(Date.now() / 1000) - 8 * 86400 })).status).toBe(400);
    expect((await post({ lead_id: id, new_stage: "policy_sold", event_time: Math.floor(Date.now() / 1000) + 3600 })).status).toBe(400);
    const bad = await post({ lead_id: "abc" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toMatchObject({ lead_id: expect.any(Array), new_stage: ["New stage is required"] });
    expect((await post({ lead_id: id, new_stage: "policy_sold" }, { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("an admin's stage mapping is served by GET /api/crm/stages until removed; agents and visitors get 403 and 401", async () => {
    // The mapping is saved as /admin/stage-mappings saves it (its server action is tested in lib/integrations/crm/actions.test.ts).
    const { id } = await saveStageMapping({ provider: "api", stage: "Quote Follow-up", event: "Schedule", value: 60 }, session.user!.id);
    expect((await (await STAGES()).json()).data.mappings["quote follow-up"]).toEqual({ facebook_event: "Schedule", default_value: 60 });
    expect(await deleteStageMapping(id, session.user!.id)).toBe(true);
    expect((await (await STAGES()).json()).data.mappings["quote follow-up"]).toBeUndefined();

    const admin = session.user;
    session.user = { ...admin!, role: "agent" };
    expect((await STAGES()).status).toBe(403);
    expect((await post({ lead_id: 1, new_stage: "policy_sold" })).status).toBe(403);
    session.user = null;
    expect((await STAGES()).status).toBe(401);
    session.user = admin;
  });
});
