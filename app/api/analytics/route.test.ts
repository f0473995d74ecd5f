import { describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { ANALYTICS_RATE_LIMIT } from "@/lib/constants";
import { POST } from "@/app/api/analytics/route";
import { fromClient, testAddress } from "@/test/client-address";

const ip = testAddress;
const sid = () => `s-${randomInt(1e9)}-${randomInt(1e9)}`;

function send(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return POST(
    new Request("http://localhost/api/analytics", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", ...fromClient(ip()), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

describe("POST /api/analytics", () => {
  it("records a sendBeacon page view (text/plain JSON) with an anonymised IP and no query string", async () => {
    const sessionId = sid();
    const res = await send(
      { sessionId, visitorId: "v-12345678", newVisitor: true, eventType: "page_view", path: "/pricing?email=a@b.c", referrer: "https://www.google.com/search?q=texas+leads", utmSource: "google", utmMedium: "cpc", utmCampaign: "fall" },
      fromClient("203.0.113.77"),
    );
    expect(res.status).toBe(204);
    const row = await db().analyticsEvent.findFirstOrThrow({ where: { sessionId } });
    expect(row).toMatchObject({ eventType: "page_view", utmSource: "google", ipAddress: "203.0.113.0", referrer: "https://www.google.com/search", eventData: { path: "/pricing", visitorId: "v-12345678", newVisitor: true } });
  });

  it("accepts application/json too, and funnel steps", async () => {
    const sessionId = sid();
    expect((await send({ sessionId, eventType: "funnel_step", path: "/admin-quote-private", funnel: "quote", step: 2 }, { "content-type": "application/json" })).status).toBe(204);
    expect((await db().analyticsEvent.findFirstOrThrow({ where: { sessionId } })).eventData).toMatchObject({ funnel: "quote", step: 2 });
  });

  it("refuses bad input with 4xx and writes nothing", async () => {
    const sessionId = sid();
    expect((await send({ sessionId, eventType: "purchase", path: "/" })).status).toBe(400);
    expect((await send({ sessionId, eventType: "page_view", path: "no-slash" })).status).toBe(400);
    expect((await send("{oops")).status).toBe(400);
    expect((await send({ sessionId, eventType: "page_view", path: "/", referrer: "x".repeat(5000) })).status).toBe(413);
    expect((await send({ sessionId, eventType: "page_view", path: "/" }, { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await send({ sessionId, eventType: "page_view", path: "/" }, { origin: "https://evil.example", host: "localhost" })).status).toBe(403);
    expect(await db().analyticsEvent.count({ where: { sessionId } })).toBe(0);
  });

  it("limits events per IP", async () => {
    const addr = ip();
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.limit; i++) await send({}, fromClient(addr));
    const res = await send({ sessionId: sid(), eventType: "page_view", path: "/" }, fromClient(addr));
    expect(res.status).toBe(429);
  });
});
