/**
 * One trusted client address (issue 17), against the production build served by our HTTP server
 * (scripts/http-server.mts, as `npm start` serves it), over real sockets:
 *   1. TRUSTED_PROXY_HOPS=0 (the default): requests from one socket with a different X-Forwarded-For
 *      (and X-Real-IP, and a forged copy of the server's own header) each time hit the per-IP limits
 *      at exactly the request where requests without those headers do: the public form limit and the
 *      sign-in failure limit. The stored consent IP and the audit entries hold the socket address.
 *   2. TRUSTED_PROXY_HOPS=1 behind a tiny forwarding proxy that appends the caller's address to
 *      X-Forwarded-For: the address the proxy forwarded is used. Two callers get separate buckets,
 *      a caller's own X-Forwarded-For is not believed, and the consent IP is the forwarded address.
 * Each client speaks from its own loopback source address (127.0.0.x; Linux routes 127/8 to lo).
 * Run by `npm test` after the browser journeys; alone: `npx tsx --conditions=react-server test/system/client-address.mts`.
 */
import { randomBytes, randomInt } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { reporter, requireBuild, sleep, startApp, throwawayDb, type App } from "./lib/stack.mts";
import { texasLead } from "@/test/fixtures/texas-lead";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";

const DIST = process.env.SYSTEM_DIST_DIR ?? ".next-test";
const FORM_LIMIT = 4;
const LOGIN_LIMIT = 3;
const r = reporter("client-address");
requireBuild(DIST);

type Answer = { status: number; text: string };

function request(url: string, opts: { method?: string; headers?: IncomingHttpHeaders; body?: string; from: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? "GET",
        headers: { ...(opts.body ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(opts.body)) } : {}), ...opts.headers },
        localAddress: opts.from,
        agent: false,
        timeout: 20_000,
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(opts.body);
  });
}

const randomAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
/** Everything a client could send to choose its own address: a new value on every request. */
const spoofing = (): IncomingHttpHeaders => ({ "x-forwarded-for": `${randomAddress()}, ${randomAddress()}`, "x-real-ip": randomAddress(), [CLIENT_ADDRESS_HEADER]: randomAddress() });
const lead = (campaign: string) => JSON.stringify(texasLead({ campaign }));
const firstRefusal = (statuses: number[]) => statuses.indexOf(429);

/** Posts `count` leads from one source address; the statuses in order. */
async function leads(base: string, from: string, count: number, campaign: string, headers: () => IncomingHttpHeaders = () => ({})): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await request(`${base}/api/leads`, { method: "POST", from, headers: headers(), body: lead(campaign) })).status);
  return statuses;
}

/** Failed sign-ins (a new unknown username each time, so only the per-IP limit can apply). */
async function failedSignIns(base: string, from: string, count: number, headers: () => IncomingHttpHeaders = () => ({})): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({ username: `nobody${randomBytes(4).toString("hex")}`, password: "wrong-password-123" });
    statuses.push((await request(`${base}/api/auth/login`, { method: "POST", from, headers: headers(), body })).status);
  }
  return statuses;
}

/** A load balancer in one line of behaviour: forwards to `target`, appending the caller's address to X-Forwarded-For. */
function forwardingProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const prior = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": prior ? `${[prior].flat().join(", ")}, ${req.socket.remoteAddress}` : req.socket.remoteAddress };
    delete headers.connection;
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers, agent: false }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

/**
 * Two GETs through one pooled connection with `idleMs` between them, as a load balancer sends them: each
 * answer's status (or the error), and whether the second went on the first one's socket.
 */
async function reuseAfterIdle(url: string, idleMs: number): Promise<{ first: number; second: number | string; reused: boolean }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.get(url, { agent, timeout: 20_000 }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", reject);
    });
  try {
    const first = await get();
    await sleep(idleMs);
    const second = await get().catch((e: NodeJS.ErrnoException) => ({ status: e.code ?? e.message, reused: true }));
    return { first: first.status, second: second.status, reused: second.reused };
  } finally {
    agent.destroy();
  }
}

const started = Date.now();
const db = await throwawayDb("clientaddr");
const apps: App[] = [];
let proxy: { url: string; close: () => Promise<void> } | undefined;
const sql = new pg.Client({ connectionString: db.url });
try {
  const shared = {
    DATABASE_URL: db.url,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_FORM_LIMIT_PER_IP: String(FORM_LIMIT),
    LOGIN_MAX_FAILURES_PER_IP: String(LOGIN_LIMIT),
    LOG_LEVEL: "error",
  };
  const [direct, behindProxy] = await Promise.all([startApp(DIST, { ...shared, TRUSTED_PROXY_HOPS: "0" }), startApp(DIST, { ...shared, TRUSTED_PROXY_HOPS: "1" })]);
  apps.push(direct, behindProxy);
  await sql.connect();
  const consentIps = async (campaign: string) =>
    (await sql.query<{ ip: string | null }>(`SELECT "consentIp" AS ip FROM leads WHERE campaign = $1`, [campaign])).rows.map((row) => row.ip);
  r.say(`two servers up (hops 0 and hops 1) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // 1. No trusted proxy: the socket is the client.
  {
    const n = FORM_LIMIT + 2;
    const plain = await leads(direct.base, "127.0.0.11", n, "xff-plain");
    const spoofed = await leads(direct.base, "127.0.0.12", n, "xff-spoofed", spoofing);
    r.check(firstRefusal(plain) === FORM_LIMIT, `lead form, no forwarding header: ${FORM_LIMIT} accepted, then 429 (${plain.join(" ")})`);
    r.check(
      JSON.stringify(spoofed) === JSON.stringify(plain),
      `lead form, a new X-Forwarded-For / X-Real-IP / ${CLIENT_ADDRESS_HEADER} on every request: refused at the same request (${spoofed.join(" ")})`,
    );
    const plainLogins = await failedSignIns(direct.base, "127.0.0.13", LOGIN_LIMIT + 2);
    const spoofedLogins = await failedSignIns(direct.base, "127.0.0.14", LOGIN_LIMIT + 2, spoofing);
    r.check(firstRefusal(plainLogins) === LOGIN_LIMIT, `sign-in failures, no forwarding header: ${LOGIN_LIMIT} answered 401, then 429 (${plainLogins.join(" ")})`);
    r.check(JSON.stringify(spoofedLogins) === JSON.stringify(plainLogins), `sign-in failures with spoofed headers: refused at the same attempt (${spoofedLogins.join(" ")})`);

    const stored = await consentIps("xff-spoofed");
    r.check(stored.length === FORM_LIMIT && stored.every((ip) => ip === "127.0.0.12"), `the consent IP of the spoofing client's leads is its socket address (${[...new Set(stored)].join(", ")})`);
    const audit = await sql.query<{ ip: string }>(`SELECT DISTINCT changes->>'ip' AS ip FROM audit_log WHERE action = 'auth.login.failed'`);
    const auditIps = audit.rows.map((row) => row.ip).sort();
    r.check(JSON.stringify(auditIps) === JSON.stringify(["127.0.0.13", "127.0.0.14"]), `the audit log records the socket addresses of the failed sign-ins (${auditIps.join(", ")})`);
  }

  // 2. One trusted hop: the proxy's forwarded address is the client.
  {
    proxy = await forwardingProxy(behindProxy.base);
    const n = FORM_LIMIT + 1;
    const first = await leads(proxy.url, "127.0.0.21", n, "proxied-first", () => ({ "x-forwarded-for": randomAddress() }));
    const second = await leads(proxy.url, "127.0.0.22", 1, "proxied-second", () => ({ "x-forwarded-for": "127.0.0.21" }));
    r.check(firstRefusal(first) === FORM_LIMIT, `through the proxy, one caller with its own changing X-Forwarded-For: ${FORM_LIMIT} accepted, then 429 (${first.join(" ")})`);
    r.check(second[0] === 201, `another caller through the proxy has its own bucket, even naming the first one in its header (${second[0]})`);
    const firstIps = await consentIps("proxied-first");
    const secondIps = await consentIps("proxied-second");
    r.check(
      firstIps.length === FORM_LIMIT && firstIps.every((ip) => ip === "127.0.0.21") && secondIps[0] === "127.0.0.22",
      `the consent IP is the address the proxy forwarded (${[...new Set(firstIps)].join(", ")}; ${secondIps.join(", ")})`,
    );
    const direct1 = await leads(behindProxy.base, "127.0.0.23", 1, "hop-direct");
    r.check(direct1[0] === 201 && (await consentIps("hop-direct"))[0] === "127.0.0.23", "a request without X-Forwarded-For is the socket's own, hops or not");
  }

  // 3. A pooled keep-alive connection, idle past Node's default 5 s, still carries the next request
  //    (a load balancer keeps its connections 60 s; a reset there is a failed request for the visitor).
  {
    const idle = await reuseAfterIdle(`${direct.base}/api/health`, 6_000);
    r.check(
      idle.first === 200 && idle.second === 200 && idle.reused,
      `a keep-alive connection idle for 6 s answers its next request (${idle.first}, then ${idle.second} ${idle.reused ? "on the same connection" : "on a new connection: the server had closed the first"})`,
    );
  }
} catch (e) {
  console.error(e);
  r.fail();
} finally {
  await sql.end().catch(() => undefined);
  await proxy?.close();
  await Promise.all(apps.map((app) => app.stop()));
  await db.stop();
}
r.say(`${r.failed ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(r.failed ? 1 : 0);
