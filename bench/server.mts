/**
 * `npm run bench:server`: the production build (.next-bench) served as `npm start` serves it (our
 * HTTP server, trusting one hop: each visitor below sends its own X-Forwarded-For), three loads, then
 * its memory:
 *   - static marketing pages (`/`, `/services`, `/blog/1`): requests/s of the app against a bare
 *     Node `http` server serving the very same HTML bytes from memory (fetched from the app first),
 *     measured in the same run (information: a saturated closed loop, issue 20);
 *   - chat with the offline assistant (no OpenAI key): POST /api/chat/message, each request a new
 *     visitor (own session id and client address, so the per-IP and per-session limits are not what
 *     is measured): requests/s, p50, p99;
 *   - memory: resident size (VmRSS) of the server's processes after those loads; goal < 350 MB.
 * Throwaway PostgreSQL (seeded), loopback only, BENCH_SECONDS (default 10) per load,
 * BENCH_CONNECTIONS (default 50 for pages, 10 for chat). Writes bench/results/server.json.
 */
import { readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import { randomBytes } from "node:crypto";
import { benchDatabase, ensureBenchBuild, load, printRows, saveResult, startApp, type LoadResult } from "./lib/harness.mts";
import { freePort } from "../scripts/lib/free-port.mts";
import { runSeed } from "../scripts/lib/run-seed.mts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHAT_CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 10);
const PAGES = ["/", "/services", "/blog/1"];
const GOALS = { rssMb: 350 };

/** A bare Node server answering each path with the bytes and content type the app served. */
async function mirror(pages: Map<string, { body: Buffer; type: string }>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": page.type, "content-length": page.body.length });
    res.end(page.body);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** VmRSS in MB of every process in the server's process group (our HTTP server and any child it starts). */
function groupRss(pgid: number): { totalMb: number; processes: { pid: number; name: string; rssMb: number }[] } {
  const processes: { pid: number; name: string; rssMb: number }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue; // field 5 of stat: process group
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const name = /Name:\s+(.+)/.exec(status)?.[1] ?? "?";
      processes.push({ pid: Number(entry), name, rssMb: Math.round(rssKb / 102.4) / 10 });
    } catch {
      // the process ended while we looked
    }
  }
  return { totalMb: Math.round(processes.reduce((n, p) => n + p.rssMb, 0) * 10) / 10, processes };
}

let visitor = 0;
function chatRequest() {
  return {
    method: "POST" as const,
    path: "/api/chat/message",
    setupRequest: (r: Record<string, unknown>) => {
      visitor++;
      return {
        ...r,
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        },
        body: JSON.stringify({
          sessionId: `session_${Date.now()}_${visitor}_${randomBytes(3).toString("hex")}`,
          messageId: `user_${Date.now()}_${visitor}`,
          content: visitor % 2 ? "How much do your auto insurance leads cost?" : "Do you have leads for home insurance in Austin?",
        }),
      };
    },
  };
}

await ensureBenchBuild();
const db = await benchDatabase();
try {
  await runSeed(db.url, { local: false, log: () => undefined });
  const app = await startApp({ DATABASE_URL: db.url, OPENAI_API_KEY: "" });
  try {
    const pages = new Map<string, { body: Buffer; type: string }>();
    for (const p of PAGES) {
      const res = await fetch(app.url + p);
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
      pages.set(p, { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type") ?? "text/html; charset=utf-8" });
    }
    const bare = await mirror(pages);
    const staticRows: { path: string; ours: LoadResult; baseline: LoadResult; ratio: number; bytes: number }[] = [];
    try {
      for (const p of PAGES) {
        await load({ url: app.url + p, duration: Math.min(3, SECONDS), connections: PAGE_CONNECTIONS }); // warm-up
        const ours = await load({ url: app.url + p, duration: SECONDS, connections: PAGE_CONNECTIONS });
        const baseline = await load({ url: bare.url + p, duration: SECONDS, connections: PAGE_CONNECTIONS });
        const ratio = Math.round((ours.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)) * 100) / 100;
        staticRows.push({ path: p, ours, baseline, ratio, bytes: pages.get(p)!.body.length });
      }
    } finally {
      await bare.close();
    }

    await load({ url: app.url, duration: Math.min(3, SECONDS), connections: CHAT_CONNECTIONS, requests: [chatRequest()] }); // warm-up
    const chat = await load({ url: app.url, duration: SECONDS, connections: CHAT_CONNECTIONS, requests: [chatRequest()] });
    const rss = groupRss(app.pid!);

    printRows([
      ...staticRows.flatMap((r) => [
        { target: `GET ${r.path} (our HTTP server)`, "req/s": r.ours.requestsPerSecond, "p50 ms": r.ours.p50, "p99 ms": r.ours.p99, non2xx: r.ours.non2xx, ratio: r.ratio },
        { target: `GET ${r.path} (bare node http, same bytes)`, "req/s": r.baseline.requestsPerSecond, "p50 ms": r.baseline.p50, "p99 ms": r.baseline.p99, non2xx: r.baseline.non2xx, ratio: "" },
      ]),
      { target: "POST /api/chat/message (offline assistant)", "req/s": chat.requestsPerSecond, "p50 ms": chat.p50, "p99 ms": chat.p99, non2xx: chat.non2xx, ratio: "" },
    ]);
    console.log(`server RSS after the loads: ${rss.totalMb} MB (${rss.processes.map((p) => `${p.name} ${p.rssMb}`).join(", ")}), goal < ${GOALS.rssMb} MB`);
    await saveResult("server", {
      seconds: SECONDS,
      connections: { pages: PAGE_CONNECTIONS, chat: CHAT_CONNECTIONS },
      goals: GOALS,
      static: staticRows,
      chat,
      memory: rss,
    });
  } finally {
    await app.stop();
  }
} finally {
  await db.stop();
}
