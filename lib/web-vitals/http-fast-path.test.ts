import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, request, Agent, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomInt } from "node:crypto";
import { sql } from "@/lib/db";
import { VITALS_RATE_LIMIT } from "@/lib/constants";
import { POST } from "@/app/api/vitals/route";
import { isVitalsBeacon, serveVitalsBeacon } from "@/lib/web-vitals/http-fast-path";
import { flushWebVitals } from "@/lib/web-vitals/ingest";
import { fromClient, testAddress } from "@/test/client-address";

/**
 * Our HTTP server answers POST /api/vitals itself, before Next (scripts/lib/http-server.mts): here the
 * same function behind a plain node:http server, answering exactly as the app's route does.
 */
let server: Server;
let base: string;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
beforeAll(async () => {
  server = createServer((req, res) => {
    if (isVitalsBeacon(req)) return void serveVitalsBeacon(req, res, String(req.headers["x-test-ip"]));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  agent.destroy();
  await new Promise((r) => server.close(r));
});

type Answer = { status: number; body: string; headers: Record<string, string | undefined> };

function viaServer(body: string | Buffer, headers: Record<string, string>, opts: { chunked?: boolean; path?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${opts.path ?? "/api/vitals"}`, { method: "POST", agent, headers: opts.chunked ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) } }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, body: text, headers: { "retry-after": String(res.headers["retry-after"] ?? "") || undefined, "x-content-type-options": String(res.headers["x-content-type-options"] ?? "") || undefined, "set-cookie": res.headers["set-cookie"]?.join() } }));
    });
    req.on("error", reject);
    if (opts.chunked) {
      const buf = Buffer.from(body);
      for (let i = 0; i < buf.length; i += 1000) req.write(buf.subarray(i, i + 1000));
      req.end();
    } else req.end(body);
  });
}

async function viaRoute(body: string, headers: Record<string, string>): Promise<Answer> {
  const res = await POST(new Request("http://localhost/api/vitals", { method: "POST", headers: { ...headers, ...fromClient(headers["x-test-ip"]!) }, body }));
  return { status: res.status, body: await res.text(), headers: { "retry-after": res.headers.get("retry-after") ?? undefined } };
}

const ip = testAddress;
const route = () => `/texas-insurance/f${randomInt(1e9)}`;
const beacon = (r: string, metrics: object[] = [{ name: "LCP", value: 1800, rating: "good" }]) => JSON.stringify({ route: r, device: "tablet", metrics });

describe("POST /api/vitals answered by our HTTP server", () => {
  it("answers every case exactly as the app's route does", async () => {
    const cases: [string, string, Record<string, string>][] = [
      ["stored", beacon(route()), { "content-type": "text/plain;charset=UTF-8" }],
      ["json", beacon(route(), [{ name: "INP", value: 90, rating: "good" }]), { "content-type": "application/json" }],
      ["unknown metric", beacon(route(), [{ name: "FID", value: 12, rating: "good" }]), { "content-type": "text/plain" }],
      ["negative", beacon(route(), [{ name: "CLS", value: -0.1, rating: "good" }]), { "content-type": "text/plain" }],
      ["enormous", beacon(route(), [{ name: "LCP", value: 1e300, rating: "poor" }]), { "content-type": "text/plain" }],
      ["staff", beacon("/admin/agents"), { "content-type": "text/plain" }],
      ["not json", "{nope", { "content-type": "text/plain" }],
      ["too large", beacon(route()).replace("}", `,"pad":"${"x".repeat(5000)}"}`), { "content-type": "text/plain" }],
      ["content type", beacon(route()), { "content-type": "multipart/form-data; boundary=x" }],
      ["cross-site", beacon(route()), { "content-type": "text/plain", origin: "https://evil.example", host: "localhost" }],
    ];
    for (const [name, body, headers] of cases) {
      const server = await viaServer(body, { ...headers, "x-test-ip": ip() });
      const app = await viaRoute(body, { ...headers, "x-test-ip": ip() });
      expect({ status: server.status, body: server.body }, name).toEqual({ status: app.status, body: app.body });
      expect(server.headers["x-content-type-options"], name).toBe("nosniff");
      expect(server.headers["set-cookie"], name).toBeUndefined();
    }
  });

  it("stores the beacon, refuses the one over the address's limit with 429, and a body over 4 KB with 413 on a connection that stays usable", async () => {
    const addr = ip();
    const r = route();
    for (let i = 0; i < VITALS_RATE_LIMIT.limit; i++) expect((await viaServer(beacon(r), { "content-type": "text/plain", "x-test-ip": addr })).status).toBe(204);
    const over = await viaServer(beacon(route()), { "content-type": "text/plain", "x-test-ip": addr });
    expect(over.status).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);

    const big = route();
    const oversized = await viaServer(beacon(big).replace("}", `,"pad":"${"x".repeat(10_000)}"}`), { "content-type": "text/plain", "transfer-encoding": "chunked", "x-test-ip": ip() }, { chunked: true });
    expect(oversized.status).toBe(413);
    const next = route();
    expect((await viaServer(beacon(next), { "content-type": "text/plain", "x-test-ip": ip() })).status).toBe(204);

    await flushWebVitals();
    const count = async (routes: string[]) => Number((await sql().query(`SELECT count(*) AS n FROM web_vitals WHERE route = ANY($1::text[])`, [routes])).rows[0].n);
    expect(await count([r])).toBe(VITALS_RATE_LIMIT.limit);
    expect(await count([big])).toBe(0);
    expect(await count([next])).toBe(1);
  }, 60_000);

  it("leaves every other request to Next", () => {
    const req = (method: string, url: string) => ({ method, url }) as Parameters<typeof isVitalsBeacon>[0];
    expect(isVitalsBeacon(req("POST", "/api/vitals"))).toBe(true);
    expect(isVitalsBeacon(req("POST", "/api/vitals?x=1"))).toBe(true);
    expect(isVitalsBeacon(req("GET", "/api/vitals"))).toBe(false);
    expect(isVitalsBeacon(req("POST", "/api/vitalsx"))).toBe(false);
    expect(isVitalsBeacon(req("POST", "/api/vitals/1"))).toBe(false);
  });
});
