import { describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { sql } from "@/lib/db";
import { VITALS_INGEST, VITALS_MAX_BODY_BYTES, VITALS_RATE_LIMIT } from "@/lib/constants";
import { POST } from "@/app/api/vitals/route";
import { flushWebVitals } from "@/lib/web-vitals/ingest";
import { fromClient, testAddress } from "@/test/client-address";

const ip = testAddress;
/** A page path of this test's own, so its rows are told apart from every other test's. */
const route = () => `/landing/t${randomInt(1e9)}`;

function send(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return POST(
    new Request("http://localhost/api/vitals", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", ...fromClient(ip()), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const beacon = (r: string, extra: object = {}) => ({
  route: r,
  device: "mobile",
  metrics: [
    { name: "LCP", value: 2104.6, rating: "good" },
    { name: "CLS", value: 0.031, rating: "good" },
    { name: "TTFB", value: 912, rating: "needs-improvement" },
  ],
  ...extra,
});

async function stored(routes: string[]): Promise<{ route: string; device: string; lcp: number | null; inp: number | null; cls: number | null; fcp: number | null; ttfb: number | null }[]> {
  await flushWebVitals();
  const { rows } = await sql().query(`SELECT route, device, lcp, inp, cls, fcp, ttfb FROM web_vitals WHERE route = ANY($1::text[])`, [routes]);
  return rows;
}

describe("POST /api/vitals", () => {
  it("records a sendBeacon beacon (text/plain JSON): the page, the device class and each value, nothing about the person", async () => {
    const r = route();
    const res = await send(beacon(r), { cookie: "authjs.session-token=x; til_signed_in=1", "user-agent": "Mozilla/5.0 (Linux; Android 14)" });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await stored([r])).toEqual([{ route: r, device: "mobile", lcp: 2104.6, inp: null, cls: 0.031, fcp: null, ttfb: 912 }]);
    const { rows: columns } = await sql().query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'web_vitals'`);
    expect(columns.map((c) => c.column_name).sort()).toEqual(["cls", "createdAt", "device", "fcp", "id", "inp", "lcp", "route", "ttfb"]);
  });

  it("accepts application/json and an INP, and writes a burst of beacons in batches of 500 rows, not a statement each", async () => {
    const r = route();
    const started = Date.now();
    for (let i = 0; i < 1200; i++) {
      const res = await send(beacon(r, { device: "desktop", metrics: [{ name: "INP", value: 120 + (i % 10), rating: "good" }] }), { "content-type": "application/json" });
      expect(res.status).toBe(204);
    }
    await flushWebVitals();
    // Rows written by one statement share its transaction id.
    const { rows } = await sql().query<{ rows: number; statements: number }>(`SELECT count(*)::int AS rows, count(DISTINCT xmin::text)::int AS statements FROM web_vitals WHERE route = $1`, [r]);
    expect(rows[0]!.rows).toBe(1200);
    // One statement per full batch, plus one per flush interval that passed while sending (a slow machine sends for longer).
    const intervals = Math.ceil((Date.now() - started) / VITALS_INGEST.flushMs);
    expect(rows[0]!.statements).toBeLessThanOrEqual(Math.ceil(1200 / VITALS_INGEST.batchRows) + intervals);
    expect(rows[0]!.statements).toBeLessThan(1200 / 20);
  }, 60_000);

  it("refuses an unknown metric, a negative or enormous value, a rating that does not match, a staff page, with 400, and stores none of them", async () => {
    const routes: string[] = [];
    const bad = async (body: unknown, field: string) => {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(((await res.json()) as { fieldErrors: object }).fieldErrors).join(" ")).toContain(field);
    };
    const with_ = (metric: object) => {
      const r = route();
      routes.push(r);
      return beacon(r, { metrics: [metric] });
    };
    await bad(with_({ name: "FID", value: 12, rating: "good" }), "metrics.0.name");
    await bad(with_({ name: "LCP", value: -1, rating: "good" }), "metrics.0.value");
    await bad(with_({ name: "LCP", value: 1e12, rating: "poor" }), "metrics.0.value");
    await bad(with_({ name: "CLS", value: 1e6, rating: "poor" }), "metrics.0.value");
    await bad(with_({ name: "INP", value: Number.MAX_SAFE_INTEGER, rating: "poor" }), "metrics.0.value");
    await bad(with_({ name: "LCP", value: 9000, rating: "good" }), "metrics.0.rating");
    for (const staff of ["/admin", "/admin/web-vitals", "/crm", "/crm/leads/12", "/alex-admin", "/crm-dashboard", "/account", "/api/leads"]) {
      await bad(beacon(staff), "route");
    }
    await bad(beacon("/pricing?email=a@b.c"), "route");
    await bad(beacon("https://evil.example/"), "route");
    await bad({ ...beacon(route()), device: "watch" }, "device");
    await bad({ ...beacon(route()), metrics: [] }, "metrics");
    await bad({ ...beacon(route()), metrics: [{ name: "LCP", value: 1, rating: "good" }, { name: "LCP", value: 2, rating: "good" }] }, "metrics");
    expect((await send("{oops")).status).toBe(400);
    expect(await stored([...routes, "/admin", "/admin/web-vitals", "/crm", "/crm/leads/12", "/alex-admin", "/crm-dashboard", "/account", "/api/leads"])).toEqual([]);
  });

  it("refuses a body over 4 KB with 413, another content type with 415, a cross-site beacon with 403, and stores nothing", async () => {
    const big = route();
    const padded = JSON.stringify({ ...beacon(big), pad: "x".repeat(VITALS_MAX_BODY_BYTES) });
    expect((await send(padded)).status).toBe(413);
    // Without a Content-Length (a chunked upload) the limit holds while reading.
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(padded));
        c.close();
      },
    });
    const chunked = await POST(new Request("http://localhost/api/vitals", { method: "POST", headers: { "content-type": "text/plain", ...fromClient(ip()) }, body: stream, duplex: "half" } as RequestInit));
    expect(chunked.status).toBe(413);
    const other = route();
    expect((await send(beacon(other), { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    const cross = route();
    expect((await send(beacon(cross), { origin: "https://evil.example", host: "localhost" })).status).toBe(403);
    expect(await stored([big, other, cross])).toEqual([]);
  });

  it("limits beacons per address: the one over the limit is answered 429 with Retry-After and not stored", async () => {
    const addr = ip();
    const r = route();
    for (let i = 0; i < VITALS_RATE_LIMIT.limit; i++) expect((await send(beacon(r), fromClient(addr))).status).toBe(204);
    const over = route();
    const res = await send(beacon(over), fromClient(addr));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stored([over])).toEqual([]);
    expect((await stored([r])).length).toBe(VITALS_RATE_LIMIT.limit);
    // Another address is not held back.
    expect((await send(beacon(over))).status).toBe(204);
  }, 60_000);
});
