/**
 * Scale-out run (issue 9): two instances of our HTTP server (scripts/http-server.mts) serving the
 * production build, and two standalone
 * workers (`scripts/worker.mts`) against one throwaway PostgreSQL, with a small round-robin proxy
 * (node:http, loopback) in front of the instances that appends the caller's address to
 * X-Forwarded-For like a load balancer does; the instances count it as their one trusted hop
 * (TRUSTED_PROXY_HOPS=1). Asserts with real requests:
 *   1. a session made on instance A works on instance B (stateless JWT, shared AUTH_SECRET);
 *   2. rate limits are shared: the public form's per-IP limit is used up by requests alternating
 *      between A and B, and the next request on either answers 429 with the message and Retry-After;
 *      the proxy's X-Forwarded-For is what the app keys on (a spoofed header cannot choose the bucket);
 *   3. each job runs once: every e-mail the leads queued reaches the fake Resend exactly once while
 *      both workers take jobs, no job id is completed by both workers, and the job table empties;
 *   4. lead intake spread over both instances loses nothing: SCALE_CLIENTS clients post leads through
 *      the proxy for SCALE_LOAD_SECONDS with Idempotency-Key headers and retries; rows equal accepted
 *      keys, no duplicates, no 5xx;
 *   5. the marketplace's race (issue 31): buyers whose quotas total RACE_QUOTA (300) in one county, and
 *      RACE_LEADS (1,000) consumer leads from it posted through the proxy within one second: the two
 *      instances capture them, the two workers route them, and exactly RACE_QUOTA are delivered (each
 *      buyer exactly their quota, each lead at most once) and the rest are unsold.
 *
 * Every load client's lead comes from its own loopback source address (127.x.y.z; Linux routes all of
 * 127/8 to lo), so each lead is a separate visitor to the per-IP form limit, which stays at its low
 * test value (SCALE_FORM_LIMIT, 10) for the whole run instead of being switched off.
 *
 * Run by `npm test` after the outage run (against the same build) and alone with
 * `npm run test:system:scale`. Loopback only; bounded: SCALE_CLIENTS (20), SCALE_LOAD_SECONDS (20),
 * SCALE_FORM_LIMIT (10), SYSTEM_DIST_DIR (.next-test); a watchdog stops the run after 4 minutes.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { startEmbeddedDb, type EmbeddedDb } from "../../scripts/lib/embedded-db.mts";
import { migrate } from "../../scripts/lib/migrate.mts";
import { ensureTexasZips } from "../../scripts/lib/texas-zips.mts";
import { httpServerCommand, startGroup, stopGroup } from "../../scripts/lib/proc.mts";
import { cronTaskNames, outstandingJobs, sleep, waitFor, waitForHttp } from "./lib/wait.mts";
import { crontab } from "@/lib/jobs/task-list";
import { freePort } from "../../scripts/lib/free-port.mts";
import { startFakeResend } from "../fakes/resend.ts";
import { installJobQueue } from "@/lib/jobs/install";
import { texasLead } from "@/test/fixtures/texas-lead";
import { addDays, fromTexas, isoWeekday, texasDate } from "@/lib/crm/texas-time";

const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 20);
const LOAD_SECONDS = Number(process.env.SCALE_LOAD_SECONDS ?? 20);
const FORM_LIMIT = Number(process.env.SCALE_FORM_LIMIT ?? 10);
const DIST = process.env.SYSTEM_DIST_DIR ?? ".next-test";
const DRAIN_MS = 90_000;
const WATCHDOG_MS = 420_000;
const RACE_LEADS = Number(process.env.RACE_LEADS ?? 1000);
const RACE_BUYERS = 12;
const RACE_QUOTA_EACH = 25;
/** The route's message for a used-up form limit (app/api/leads/route.ts, TOO_MANY_SUBMISSIONS). */
const TOO_MANY = "Too many submissions from your network. Please try again in a few minutes.";

const say = (line: string) => console.log(`[scale] ${line}`);
const t0 = Date.now();
const elapsed = () => `${Math.round((Date.now() - t0) / 1000)} s`;

if (!existsSync(path.join(DIST, "BUILD_ID"))) {
  console.error(`No production build in ${DIST}: run \`npm test\` (it builds) or set SYSTEM_DIST_DIR.`);
  process.exit(1);
}

let failed = false;
const check = (ok: boolean, what: string) => {
  say(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failed = true;
};

// ---------------------------------------------------------------------------------------------
// Plain HTTP requests (node:http, so a request can choose its loopback source address).

type Answer = { status: number; headers: IncomingHttpHeaders; text: string; ms: number };

function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? "GET",
        headers: { ...(opts.body ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(opts.body)) } : {}), ...opts.headers },
        localAddress: opts.localAddress,
        agent: false,
        timeout: opts.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8"), ms: Date.now() - started }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(opts.body);
  });
}

const jsonOf = (a: Answer): Record<string, unknown> => {
  try {
    return JSON.parse(a.text) as Record<string, unknown>;
  } catch {
    return {};
  }
};

// ---------------------------------------------------------------------------------------------
// The round-robin proxy: forwards to the instances in turn, appending the caller's address to
// X-Forwarded-For. The instances trust one hop: the right-most entry (lib/http/client-address.ts).
// The steps that talk to A or B directly play that load balancer themselves with their own header.

const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "upgrade", "te", "trailer"];

/** Requests the proxy sent again after a kept-alive upstream connection closed under them. */
let proxyRetries = 0;

function startProxy(targets: string[]): Promise<{ url: string; forwarded: number[]; close: () => Promise<void> }> {
  const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const forwarded = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const i = next++ % targets.length;
    forwarded[i]!++;
    const headers: IncomingHttpHeaders = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    const remote = req.socket.remoteAddress ?? "";
    const prior = req.headers["x-forwarded-for"];
    headers["x-forwarded-for"] = prior ? `${Array.isArray(prior) ? prior.join(", ") : prior}, ${remote}` : remote;
    headers["x-forwarded-proto"] = "http";
    headers["x-forwarded-host"] = req.headers.host ?? "";
    // The body is buffered so that a request whose kept-alive upstream socket was closed by the app
    // (its keep-alive timeout) just as it was reused can be sent again on a fresh connection, as a
    // load balancer does for a connection that failed before any answer (Node's `reusedSocket` advice).
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const send = (retry: boolean) => {
        // The re-send opens its own connection: the agent could hand out another idle socket that is closing too.
        const agent = retry ? upstreamAgent : false;
        const upstream = http.request(`${targets[i]}${req.url ?? "/"}`, { method: req.method, headers, agent }, (up) => {
          const back = { ...up.headers };
          for (const h of HOP_BY_HOP) delete back[h];
          res.writeHead(up.statusCode ?? 502, back);
          up.pipe(res);
        });
        upstream.on("error", (e: NodeJS.ErrnoException) => {
          if (retry && upstream.reusedSocket && !res.headersSent && (e.code === "ECONNRESET" || e.code === "EPIPE")) {
            proxyRetries++;
            send(false);
            return;
          }
          say(`proxy: upstream ${i === 0 ? "A" : "B"} failed (${e.code ?? e.message}${upstream.reusedSocket ? ", kept-alive connection" : ""}): answering 502`);
          if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
          res.end("bad gateway");
        });
        upstream.end(body);
      };
      send(true);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        forwarded,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
            upstreamAgent.destroy();
          }),
      });
    }),
  );
}

// ---------------------------------------------------------------------------------------------

function lead(n: number, campaign: string) {
  return JSON.stringify(texasLead({ campaign }, `scale.${n}`));
}

/** A distinct loopback address per visitor: 127.20.0.1, 127.20.0.2, … */
const visitorAddress = (n: number) => `127.${20 + ((n >> 16) & 0x7f)}.${(n >> 8) & 0xff}.${(n & 0xff) || 1}`;

const dir = await mkdtemp(path.join(tmpdir(), "til-scale-db-"));
let db: EmbeddedDb | undefined;
const apps: ChildProcess[] = [];
const workers: { child: ChildProcess; log: string }[] = [];
let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
const resend = await startFakeResend(`re_scale_${randomBytes(8).toString("hex")}`);

async function cleanUp() {
  await proxy?.close().catch(() => undefined);
  await Promise.all([...apps, ...workers.map((w) => w.child)].map((c) => stopGroup(c)));
  await resend.close().catch(() => undefined);
  await db?.stop().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
}

const watchdog = setTimeout(() => {
  console.error(`[scale] FAIL the run passed its ${WATCHDOG_MS / 1000} s bound; stopping everything`);
  void cleanUp().finally(() => process.exit(1));
}, WATCHDOG_MS);

try {
  db = await startEmbeddedDb({ dir, port: await freePort(), database: "scale", persistent: false });
  await migrate(db.url, { log: () => undefined });
  await installJobQueue(db.url);
  // ZIP → county, as the seed loads it: the race's buyers take a county (the router's county path).
  await ensureTexasZips(db.url);

  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: db.url,
    // One secret for every instance: that is what makes a session portable.
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_FORM_LIMIT_PER_IP: String(FORM_LIMIT),
    // The proxy in front of the instances (and this script, where it calls them directly) is one hop.
    TRUSTED_PROXY_HOPS: "1",
    RESEND_API_KEY: resend.apiKey,
    RESEND_BASE_URL: resend.url,
    LEAD_ALERT_EMAILS: "alerts@agency.example",
  };
  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    apps.push(
      startGroup(...httpServerCommand(port), {
        // Warn level: a 503 logs its reason (db.unavailable with a SQLSTATE or driver phrase, no request data).
        env: { ...shared, NEXT_DIST_DIR: DIST, LOG_LEVEL: "warn" },
        stdio: ["ignore", "ignore", "inherit"],
      }),
    );
  }
  for (let i = 0; i < 2; i++) {
    const child = startGroup(path.join("node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/worker.mts"], {
      // Info level: graphile-worker reports each completed job with its id (no personal data).
      env: { ...shared, LOG_LEVEL: "info", WORKER_CONCURRENCY: "4" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const w = { child, log: "" };
    child.stdout?.on("data", (c: Buffer) => (w.log += c.toString("utf8")));
    workers.push(w);
  }
  const [A, B] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];
  for (const base of [A, B]) await waitForHttp(`the instance at ${base} to answer /api/health`, `${base}/api/health`, 120_000, say);
  proxy = await startProxy([A, B]);
  say(`two instances, two workers and the proxy are up (${elapsed()})`);

  // 1. A session made on A works on B, and ends on both when it is signed out on one of them.
  {
    const username = `scale${randomBytes(5).toString("hex")}`;
    const password = randomBytes(12).toString("base64url");
    const ip = { "x-forwarded-for": "198.51.100.10" };
    const reg = await request(`${A}/api/auth/register`, { method: "POST", headers: ip, body: JSON.stringify({ username, password }) });
    check(reg.status === 201, `an agent registers on instance A (${reg.status})`);
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    await c.query(`UPDATE users SET status = 'active' WHERE username = $1`, [username]); // an admin approves it
    await c.end();
    const login = await request(`${A}/api/auth/login`, { method: "POST", headers: ip, body: JSON.stringify({ username, password }) });
    const setCookies = [login.headers["set-cookie"] ?? []].flat();
    const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
    const sessionCookie = setCookies.some((c) => /^(__Secure-)?authjs\.session-token=/.test(c) && /httponly/i.test(c));
    check(login.status === 200 && sessionCookie, `sign-in on instance A sets the HttpOnly session cookie (${login.status})`);
    const anonB = await request(`${B}/api/auth/user`);
    check(anonB.status === 401, `instance B answers 401 without the cookie (${anonB.status})`);
    const meB = await request(`${B}/api/auth/user`, { headers: { cookie } });
    const me = jsonOf(meB) as { user?: { username?: string } };
    check(meB.status === 200 && me.user?.username === username, `instance B knows the user signed in on A (GET /api/auth/user → ${meB.status})`);
    const leadsB = await request(`${B}/api/leads`, { headers: { cookie } });
    check(leadsB.status === 200 && Array.isArray(jsonOf(leadsB).data), `instance B serves a signed-in endpoint with A's session (GET /api/leads → ${leadsB.status})`);
    const out = await request(`${B}/api/auth/logout`, { method: "POST", headers: { cookie } });
    check(out.status === 200, `signing out on instance B (${out.status})`);
    for (const [name, base] of [["A", A], ["B", B]] as const) {
      const again = await request(`${base}/api/auth/user`, { headers: { cookie } });
      const page = await request(`${base}/crm-dashboard`, { headers: { cookie } });
      check(
        again.status === 401 && page.status === 307 && String(page.headers.location ?? "").includes("/login"),
        `the copied cookie is refused on instance ${name} after that sign-out (GET /api/auth/user → ${again.status}, /crm-dashboard → ${page.status})`,
      );
    }
  }

  // 2. The per-IP form limit is shared: FORM_LIMIT requests alternating A, B, A, … use it up.
  {
    const headers = { "x-forwarded-for": "198.51.100.23" };
    const statuses: number[] = [];
    for (let i = 0; i < FORM_LIMIT; i++) {
      const res = await request(`${i % 2 ? B : A}/api/leads`, { method: "POST", headers, body: lead(i, "scale-limit") });
      statuses.push(res.status);
    }
    check(statuses.every((s) => s === 201), `${FORM_LIMIT} submissions from one IP alternating between A and B are accepted (${[...new Set(statuses)].join(", ")})`);
    for (const [name, base] of [["A", A], ["B", B]] as const) {
      const res = await request(`${base}/api/leads`, { method: "POST", headers, body: lead(100, "scale-limit") });
      const retryAfter = Number(res.headers["retry-after"]);
      check(
        res.status === 429 && jsonOf(res).error === TOO_MANY && retryAfter > 0,
        `the next one on instance ${name} answers 429 with the message and Retry-After (${res.status}, Retry-After ${res.headers["retry-after"] ?? "missing"})`,
      );
    }
    const other = await request(`${B}/api/leads`, { method: "POST", headers: { "x-forwarded-for": "198.51.100.24" }, body: lead(101, "scale-limit") });
    check(other.status === 201, `another IP is still accepted (${other.status})`);

    // Through the proxy, a client's own X-Forwarded-For cannot pick its bucket: the proxy's entry counts.
    const spoofed = await request(`${proxy.url}/api/leads`, {
      method: "POST",
      headers: { "x-forwarded-for": "198.51.100.23" },
      body: lead(102, "scale-proxy"),
      localAddress: "127.0.0.77",
    });
    check(spoofed.status === 201, `through the proxy, a spoofed X-Forwarded-For of the limited IP does not borrow its bucket (${spoofed.status})`);
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const { rows } = await c.query<{ ip: string | null }>(`SELECT "consentIp" AS ip FROM leads WHERE campaign = 'scale-proxy'`);
    await c.end();
    check(rows.length === 1 && rows[0]!.ip === "127.0.0.77", `the app records the address the proxy saw (${rows[0]?.ip ?? "none"})`);
  }

  // 4. Lead intake through the proxy, spread over both instances.
  const tally = { accepted: new Set<string>(), statuses: new Map<number, number>(), networkErrors: 0, bad: [] as string[] };
  {
    const proxyUrl = proxy.url;
    const before = [...proxy.forwarded];
    say(`${CLIENTS} clients post leads through the proxy for ${LOAD_SECONDS} s (${elapsed()})`);
    const end = Date.now() + LOAD_SECONDS * 1000;
    const drainDeadline = end + 30_000;
    let counter = 0;
    const submit = async (n: number) => {
      const key = `scale-${n}-${randomBytes(6).toString("hex")}`;
      const body = lead(n, "scale-test");
      const localAddress = visitorAddress(n + 1);
      while (Date.now() < drainDeadline) {
        let res: Answer;
        try {
          res = await request(`${proxyUrl}/api/leads`, { method: "POST", headers: { "idempotency-key": key }, body, localAddress, timeoutMs: 10_000 });
        } catch {
          tally.networkErrors++;
          await sleep(250);
          continue;
        }
        tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201 || res.status === 200) {
          tally.accepted.add(`public:${key}`);
          return;
        }
        if (res.status === 503 || res.status === 429) {
          await sleep(Math.min((Number(res.headers["retry-after"]) || 1) * 1000, 1000));
          continue;
        }
        tally.bad.push(`${res.status} for key ${key}`);
        return;
      }
      tally.bad.push(`key ${key} not accepted before the drain deadline`);
    };
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < end) await submit(counter++);
      }),
    );
    const share = proxy.forwarded.map((n, i) => n - before[i]!);
    const statuses = Object.fromEntries([...tally.statuses].sort(([a], [b]) => a - b));
    say(`answers by status: ${JSON.stringify(statuses)}; accepted keys ${tally.accepted.size} (${Math.round(tally.accepted.size / LOAD_SECONDS)}/s); requests to A/B ${share.join("/")}; network errors ${tally.networkErrors}; proxy re-sends on a closed kept-alive connection ${proxyRetries}`);
    check(share.every((n) => n > 0) && Math.abs(share[0]! - share[1]!) <= 1, `the proxy spread the load over both instances (${share.join(" / ")})`);
    check([...tally.statuses.keys()].every((s) => s < 500), "no 5xx");
    check(tally.bad.length === 0, `no refused or abandoned lead${tally.bad.length ? ` (${tally.bad.slice(0, 3).join("; ")})` : ""}`);
  }

  // 3 and 4: the queue drains, and the database agrees with the clients and the fake.
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    let left: string[] = [];
    await waitFor(
      "the queue to owe no job (none running, due or failed for good)",
      async () => (left = await outstandingJobs(c, cronTaskNames(crontab))).length === 0,
      { limitMs: DRAIN_MS, everyMs: 500, log: say },
    ).catch(() => undefined);
    check(left.length === 0, `the queue drains: no job running, due or failed for good (${left.length ? left.join(", ") + " left" : `drained at ${elapsed()}`})`);

    const { rows } = await c.query<{ key: string; n: string }>(`SELECT "idempotencyKey" AS key, count(*) AS n FROM leads WHERE campaign = 'scale-test' GROUP BY 1`);
    const stored = new Map(rows.map((r) => [r.key, Number(r.n)]));
    check(
      stored.size === tally.accepted.size && [...tally.accepted].every((k) => stored.get(k) === 1),
      `rows equal accepted keys, one each (${stored.size} keys stored, ${tally.accepted.size} accepted)`,
    );

    const comms = await c.query<{ key: string; status: string }>(`SELECT "dedupeKey" AS key, status FROM communications WHERE type = 'email'`);
    const notSent = comms.rows.filter((r) => r.status !== "sent");
    const expectedKeys = new Set(comms.rows.map((r) => r.key));
    const sendsByKey = new Map<string, number>();
    for (const e of resend.received) {
      const k = String(e.headers["idempotency-key"] ?? "");
      sendsByKey.set(k, (sendsByKey.get(k) ?? 0) + 1);
    }
    const repeated = [...sendsByKey.values()].filter((n) => n > 1).length;
    const missing = [...expectedKeys].filter((k) => !sendsByKey.has(k)).length;
    const unexpected = [...sendsByKey.keys()].filter((k) => !expectedKeys.has(k)).length;
    check(comms.rows.length >= 2 * tally.accepted.size, `every accepted lead queued its confirmation and alert e-mails (${comms.rows.length} e-mails)`);
    check(notSent.length === 0, `every queued e-mail is marked sent (${notSent.length} not)`);
    check(
      resend.delivered.length === expectedKeys.size && missing === 0 && unexpected === 0 && repeated === 0,
      `each e-mail reached Resend exactly once (${resend.delivered.length} delivered, ${resend.received.length} requests, ${missing} missing, ${repeated} sent twice)`,
    );

    const completed = workers.map((w) => [...w.log.matchAll(/Completed task (\d+) \(email:send/g)].map((m) => m[1]!));
    const overlap = completed[0]!.filter((id) => new Set(completed[1]).has(id)).length;
    check(
      completed.every((ids) => ids.length > 0) && overlap === 0,
      `both workers took e-mail jobs and none ran on both (${completed.map((ids) => ids.length).join(" + ")} completions, ${overlap} shared)`,
    );
    for (const [i, app] of apps.entries()) check(app.exitCode === null, `instance ${"AB"[i]} is still running`);

    // 5. The marketplace's race: more consumers at once than the buyers' quotas, routed by two workers.
    await marketplaceRace(c, proxy!.url);
  } finally {
    await c.end();
  }
} catch (e) {
  console.error(e);
  failed = true;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
say(`${failed ? "FAILED" : "passed"} in ${elapsed()}`);
process.exit(failed ? 1 : 0);

async function marketplaceRace(c: pg.Client, proxyUrl: string): Promise<void> {
  const quota = RACE_BUYERS * RACE_QUOTA_EACH;
  // Buyers approved in Travis County (the leads' 78756), all day, whose period ends in two hours, and
  // for whom tomorrow (Texas time) is no delivery day: one delivery day is left however late it is in
  // Texas (after 22:00 the period ends tomorrow), so today's pacing cap is all they have left and only
  // the quota and the race limit them. The race must not straddle Texas midnight: in the day's last
  // three minutes it waits for the next day.
  const midnight = fromTexas(addDays(texasDate(new Date()), 1)).getTime();
  if (midnight - Date.now() < 3 * 60_000) await sleep(midnight - Date.now() + 1000);
  const tomorrow = isoWeekday(addDays(texasDate(new Date()), 1));
  const workDays = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== tomorrow);
  const { rows: buyers } = await c.query<{ id: number }>(
    `INSERT INTO users (username, password, role, status, email, "workDays", "workStartMinute", "workEndMinute")
     SELECT 'race-buyer-' || g || '-' || $1, 'x', 'agent', 'active', 'race' || g || '@agency.example', $3::int[], 0, 1440 FROM generate_series(1, $2::int) g RETURNING id`,
    [randomBytes(3).toString("hex"), RACE_BUYERS, workDays],
  );
  await c.query(
    `INSERT INTO buyer_profiles ("userId", "licenseNumber", "agencyName", lines, counties, "setupStatus", "emailAlerts") SELECT id, '1234567', 'Race Agency', '{auto,home,life}', '{48453}', 'approved', false FROM unnest($1::int[]) id`,
    [buyers.map((b) => b.id)],
  );
  await c.query(
    `INSERT INTO entitlements ("buyerId", source, "sourceRef", "planName", lines, quota, "priceCents", "pricePerLeadCents", "periodStart", "periodEnd", status, "updatedAt")
     SELECT id, 'grant', 'race:' || id, 'Race plan', '{auto,home,life}', $2::int, $2::int * 1800, 1800, now() - interval '1 day', now() + interval '2 hours', 'active', now() FROM unnest($1::int[]) id`,
    [buyers.map((b) => b.id), RACE_QUOTA_EACH],
  );
  say(`race: ${RACE_BUYERS} buyers with ${quota} leads between them; ${RACE_LEADS} consumers post within one second (${elapsed()})`);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: RACE_LEADS }, async (_, n) => {
      await sleep(Math.floor((n / RACE_LEADS) * 1000));
      for (let attempt = 0; attempt < 20; attempt++) {
        try {
          const res = await request(`${proxyUrl}/api/leads`, { method: "POST", headers: { "idempotency-key": `race-${n}` }, body: JSON.stringify(texasLead({ campaign: "scale-race" }, `race.${n}`)), localAddress: visitorAddress(50_000 + n), timeoutMs: 60_000 });
          if (res.status !== 503) return res.status;
        } catch {
          // a refused connection under the burst: the client tries again, as the intake's clients do
        }
        await sleep(500);
      }
      return 0;
    }),
  );
  const accepted = answers.filter((s) => s === 201).length;
  say(`race: ${accepted} of ${RACE_LEADS} captured in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  check(accepted === RACE_LEADS, `every racing consumer is captured (${accepted} of ${RACE_LEADS}; statuses ${[...new Set(answers)].join(", ")})`);
  await waitFor(
    "every racing lead to be routed (delivered or unsold)",
    async () => Number((await c.query(`SELECT count(*) AS n FROM leads WHERE campaign = 'scale-race' AND "marketStatus" = 'routing'`)).rows[0].n) === 0,
    { limitMs: 180_000, everyMs: 500, log: say },
  ).catch(() => undefined);
  const { rows: states } = await c.query<{ status: string | null; n: string }>(`SELECT "marketStatus"::text AS status, count(*) AS n FROM leads WHERE campaign = 'scale-race' GROUP BY 1`);
  const count = (st: string) => Number(states.find((r) => r.status === st)?.n ?? 0);
  const ledger = await c.query<{ n: string; leads: string }>(`SELECT count(*) AS n, count(DISTINCT d."leadId") AS leads FROM lead_deliveries d JOIN leads l ON l.id = d."leadId" WHERE l.campaign = 'scale-race'`);
  const perBuyer = await c.query<{ delivered: number; quota: number; ledger: string }>(
    `SELECT e.delivered, e.quota, (SELECT count(*) FROM lead_deliveries d WHERE d."entitlementId" = e.id) AS ledger FROM entitlements e WHERE e."buyerId" = ANY($1::int[])`,
    [buyers.map((b) => b.id)],
  );
  say(`race: ${JSON.stringify(Object.fromEntries(states.map((r) => [r.status ?? "none", Number(r.n)])))}, routed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  check(count("delivered") === quota && count("unsold") === RACE_LEADS - quota, `exactly ${quota} delivered and ${RACE_LEADS - quota} unsold (${count("delivered")} delivered, ${count("unsold")} unsold)`);
  check(Number(ledger.rows[0]!.n) === quota && Number(ledger.rows[0]!.leads) === quota, `the ledger holds ${quota} deliveries of ${quota} different leads (${ledger.rows[0]!.n} of ${ledger.rows[0]!.leads})`);
  check(perBuyer.rows.every((r) => r.delivered === r.quota && Number(r.ledger) === r.quota), `each buyer got exactly their quota, never more (${perBuyer.rows.map((r) => r.delivered).join(", ")})`);
}
