import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { startFakeMetaGraph, type FakeMetaGraph } from "@/test/fakes/meta-graph";
import { adminUser, captureTexasLead, clearMetaEnv, runJobs, useFakeMeta } from "@/test/fakes/integration-env";

const session = vi.hoisted(() => ({ user: null as null | { id: number; role: "admin" | "agent"; username: string } }));
vi.mock("@/lib/auth/session", () => ({
  apiUser: async (role?: string) =>
    !session.user
      ? { ok: false, response: Response.json({ success: false, error: "Not signed in" }, { status: 401 }) }
      : role && session.user.role !== role
        ? { ok: false, response: Response.json({ success: false, error: "Forbidden" }, { status: 403 }) }
        : { ok: true, user: session.user },
}));

const { POST } = await import("@/app/api/facebook/conversions/route");
const { GET: TEST } = await import("@/app/api/facebook/test/route");

let fake: FakeMetaGraph;
const send = (body: unknown) => POST(new Request("http://localhost/api/facebook/conversions", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));

describe("the testing centre's API: GET /api/facebook/test and POST /api/facebook/conversions", () => {
  beforeAll(async () => {
    fake = await startFakeMetaGraph({ pixelName: "Austin Agency Pixel" });
    const admin = await adminUser();
    session.user = { id: admin.id, role: "admin", username: admin.username };
  });
  afterAll(async () => {
    session.user = null;
    clearMetaEnv();
    await fake.close();
  });

  it("lists the missing credentials when they are not set", async () => {
    clearMetaEnv();
    const res = await TEST();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: false,
      error: "Missing Facebook credentials: FACEBOOK_PIXEL_ID, FACEBOOK_ACCESS_TOKEN. Visit /facebook-credentials to set them up.",
      pixelInfo: null,
      missing: { pixelId: true, accessToken: true },
    });
    expect(await (await send({ event_name: "Lead", lead_id: "test_lead_123" })).json()).toMatchObject({ success: false, result: null, missing: { pixelId: true, accessToken: true } });
  });

  it("reads the pixel with the token in a header (never the URL), and reports a wrong token", async () => {
    useFakeMeta(fake);
    expect(await (await TEST()).json()).toEqual({ success: true, error: null, pixelInfo: { id: fake.pixelId, name: "Austin Agency Pixel" }, missing: { pixelId: false, accessToken: false } });
    const read = fake.requests.at(-1)!;
    expect(read.query).toEqual({ fields: "id,name" });
    expect(read.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    useFakeMeta(fake, { FACEBOOK_ACCESS_TOKEN: "EAAB-wrong" });
    const wrong = await (await TEST()).json();
    expect(wrong.success).toBe(false);
    expect(wrong.error).toContain("code 190");
    useFakeMeta(fake);
  });

  it("sends a test event now and answers result.data[0].id; Purchase carries custom_value; a real lead id uses the lead's data", async () => {
    const res = await send({ event_name: "Purchase", lead_id: "test_lead_123", custom_value: 500 });
    const body = await res.json();
    expect(body).toMatchObject({ success: true, error: null, result: { data: [{ id: expect.stringMatching(/^test-purchase-/), event_name: "Purchase", status: "sent" }], events_received: 1, fbtrace_id: expect.any(String) } });
    const event = fake.events.find((e) => e.event_id === body.result.data[0].id)!;
    expect(event.custom_data).toMatchObject({ value: 500, currency: "USD" });
    expect(Object.keys(event.user_data)).toEqual(["country", "external_id"]);
    const row = await db().conversionEvent.findUniqueOrThrow({ where: { eventId: body.result.data[0].id } });
    expect(row).toMatchObject({ status: "sent", attempts: 1 });

    const { id } = await captureTexasLead();
    const forLead = await (await send({ event_name: "Schedule", lead_id: String(id) })).json();
    expect(fake.events.find((e) => e.event_id === forLead.result.data[0].id)?.user_data.em).toHaveLength(1);
    expect((await send({ event_name: "Bogus", lead_id: "x" })).status).toBe(400);
  });

  it("Meta down: the test event answers with the error and is retried by the worker", async () => {
    fake.failNext(1);
    const body = await (await send({ event_name: "Lead", lead_id: "test_lead_123" })).json();
    expect(body.success).toBe(false);
    expect(body.error).toContain("retried in the background");
    await runJobs();
    expect(fake.deliveries(body.result.data[0].id)).toBe(1);
  });
});
