/**
 * `npm run bench`: every benchmark in sequence, each in its own child process (one failing does not
 * stop the rest), then one report: bench/RESULTS.md and bench/RESULTS.json with the machine, the date
 * and, per figure, our value, the baseline measured in the same run, the ratio and the goal. The
 * figures live only there: the README and docs/benchmarks.md link them, never copy them.
 *
 *   npm run bench                    full run (BENCH_SECONDS 10, Lighthouse, cold start with npm install)
 *   npm run bench -- --quick         plumbing check: BENCH_SECONDS=3, no Lighthouse, no install variant
 *   npm run bench -- --only=server,pages   a subset (names: leads, webhooks, automations, texting, marketplace, crm, pages, server, imports, vitals, startup)
 *   npm run bench -- --noisy         marks the figures as measured on a shared/noisy machine
 *   npm run bench -- --strict        exits non-zero when a figure misses its goal (✗), not only when a benchmark fails
 *   npm run bench -- --no-lighthouse bench:pages weighs the pages without Lighthouse (the earlier scores are kept, dated)
 * A figure comes only from a result file written during this run; a benchmark that failed or wrote
 * nothing is listed as such, never filled in from an older run. With --only, the benchmarks not run keep
 * the figures of the report before, under their own heading with that report's date and machine
 * state, so a subset run does not erase the rest. Sections written by hand below the tables (headings
 * `## …`) are kept.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import os from "node:os";

type Bench = { name: string; file: string; args: (quick: boolean) => string[]; result: string; timeoutMin: number };

const BENCHES: Bench[] = [
  { name: "leads", file: "bench/leads.mts", args: () => [], result: "leads", timeoutMin: 20 },
  { name: "webhooks", file: "bench/webhooks.mts", args: () => [], result: "webhooks", timeoutMin: 20 },
  { name: "automations", file: "bench/automations.mts", args: () => [], result: "automations", timeoutMin: 20 },
  { name: "texting", file: "bench/texting.mts", args: () => [], result: "texting", timeoutMin: 25 },
  { name: "marketplace", file: "bench/marketplace.mts", args: () => [], result: "marketplace", timeoutMin: 20 },
  { name: "crm", file: "bench/crm.mts", args: () => [], result: "crm", timeoutMin: 30 },
  // The full report waits up to 5 minutes for a quiet machine before each Lighthouse part (bench:pages alone: 2).
  { name: "pages", file: "bench/pages.mts", args: (quick) => (quick || process.argv.includes("--no-lighthouse") ? ["--no-lighthouse"] : ["--settle=300"]), result: "pages", timeoutMin: 40 },
  { name: "server", file: "bench/server.mts", args: () => [], result: "server", timeoutMin: 20 },
  { name: "imports", file: "bench/imports.mts", args: () => [], result: "imports", timeoutMin: 30 },
  { name: "vitals", file: "bench/vitals.mts", args: () => [], result: "vitals", timeoutMin: 15 },
  { name: "startup", file: "bench/startup.mts", args: (quick) => (quick ? ["--no-install"] : []), result: "startup", timeoutMin: 45 },
];

const args = process.argv.slice(2);
const quick = args.includes("--quick") || process.env.BENCH_QUICK === "1";
const noisy = args.includes("--noisy") || process.env.BENCH_NOISY === "1";
const strict = args.includes("--strict");
const only = args.find((a) => a.startsWith("--only="))?.slice(7).split(",");
const selected = only ? BENCHES.filter((b) => only.includes(b.name)) : BENCHES;
if (only && selected.length !== only.length) {
  console.error(`Unknown benchmark in --only; known: ${BENCHES.map((b) => b.name).join(", ")}`);
  process.exit(2);
}

const startedAt = new Date();
const loadBefore = os.loadavg().map((n) => Math.round(n * 100) / 100);
const machine = {
  cpu: os.cpus()[0]?.model.trim() ?? "unknown",
  cores: os.cpus().length,
  ramGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
  node: process.version,
  os: `${os.type()} ${os.release()}`,
};

function runBench(b: Bench): Promise<{ code: number; seconds: number }> {
  const t0 = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (quick) {
    env.BENCH_SECONDS ??= "3";
    env.BENCH_QUICK = "1";
  }
  return new Promise((resolve) => {
    console.log(`\n=== bench:${b.name} (${b.file}${b.args(quick).length ? " " + b.args(quick).join(" ") : ""}) ===`);
    const child = spawn("node_modules/.bin/tsx", ["--conditions=react-server", b.file, ...b.args(quick)], { stdio: "inherit", env, detached: true });
    const timer = setTimeout(() => {
      console.error(`bench:${b.name} passed ${b.timeoutMin} minutes; stopping it`);
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {}
    }, b.timeoutMin * 60_000);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - t0) / 1000) });
    });
    child.on("error", () => resolve({ code: 1, seconds: 0 }));
  });
}

/** One row of the report. `ratio` is ours / baseline; `met` null when the figure has no goal. */
type Figure = { group: string; figure: string; unit: string; ours: number | string; baseline: number | null; baselineLabel: string; ratio: number | null; goal: string; met: boolean | null; bench?: string; measured?: string };
type Json = Record<string, unknown>;
const ratio = (a: number, b: number | null | undefined) => (b ? Math.round((a / b) * 100) / 100 : null);
const NOT_MEASURED = "not measured";

function fresh(name: string): Json | null {
  const file = `bench/results/${name}.json`;
  if (!existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, "utf8")) as Json;
  return new Date(String(data.date)) >= startedAt ? data : null;
}

type Load = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; total?: number };
/** A load in which no request completed measured nothing: shown as such, never as 0 ms. */
const NO_ANSWER = "no answer within the window";
const answered = (l: Load) => l.total === undefined || l.total > 0;
const p99Of = (l: Load) => (answered(l) ? l.p99 : NO_ANSWER);
type Stats = { p50: number; p95: number; rps: number; non2xx: number };

/** The route answering before any work of ours: throughput and p99, for scale (no goal). */
function frameworkRow(f: Load | undefined, base: Load, group: string, label: string, baselineLabel: string): Figure[] {
  if (!f) return [];
  return [
    { group, figure: `${label}: throughput`, unit: "req/s", ours: f.requestsPerSecond, baseline: base.requestsPerSecond, baselineLabel, ratio: ratio(f.requestsPerSecond, base.requestsPerSecond), goal: "", met: null },
    { group, figure: `${label}: p99`, unit: "ms", ours: p99Of(f), baseline: base.p99, baselineLabel, ratio: answered(f) ? ratio(f.p99, base.p99) : null, goal: "", met: null },
  ];
}

/** An open-loop load at a fixed rate (bench/lib/open-loop.mts): p99 < 100 ms and nothing refused or lost is the goal. */
type OpenLoop = { rate: number; seconds: number; sent: number; ok: number; non2xx: number; errors: number; p50: number; p95: number; p99: number; max: number; maxSendLag: number };
function openLoopRows(group: string, label: string, unit: string, ours: OpenLoop | undefined, base: OpenLoop | undefined, baselineLabel: string): Figure[] {
  if (!ours) return [];
  const failures = ours.errors + ours.non2xx;
  return [
    { group, figure: `${label}, open loop ${ours.rate} ${unit}/s for ${ours.seconds} s: p99`, unit: "ms", ours: ours.p99, baseline: base?.p99 ?? null, baselineLabel: `${baselineLabel}, same rate`, ratio: base ? ratio(ours.p99, base.p99) : null, goal: "< 100 ms", met: ours.p99 < 100 },
    { group, figure: `${label}, open loop: p50 / p95 / max`, unit: "ms", ours: `${ours.p50} / ${ours.p95} / ${ours.max}`, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
    { group, figure: `${label}, open loop: errors and non-2xx of ${ours.sent}`, unit: "", ours: failures, baseline: null, baselineLabel: "", ratio: null, goal: "0", met: failures === 0 },
  ];
}

const figuresFrom: Record<string, (d: Json) => Figure[]> = {
  leads: (d) => {
    const ours = d.ours as Load;
    const base = d.baseline as Load;
    return [
      ...openLoopRows("Lead intake", "POST /api/leads, each request from its own address", "req", d.open as OpenLoop | undefined, d.openBaseline as OpenLoop | undefined, "node http + pg insert"),
      { group: "Lead intake", figure: "POST /api/leads, closed loop of 50 connections: throughput", unit: "req/s", ours: ours.requestsPerSecond, baseline: base.requestsPerSecond, baselineLabel: "node http + pg insert", ratio: ratio(ours.requestsPerSecond, base.requestsPerSecond), goal: "", met: null },
      { group: "Lead intake", figure: "POST /api/leads, closed loop of 50 connections: p99", unit: "ms", ours: p99Of(ours), baseline: base.p99, baselineLabel: "node http + pg insert", ratio: answered(ours) ? ratio(ours.p99, base.p99) : null, goal: "", met: null },
      ...frameworkRow(d.framework as Load | undefined, base, "Lead intake", "POST /api/leads refused at its first check (Next.js alone, the route's ceiling)", "node http + pg insert"),
    ];
  },
  automations: (d) => {
    type FirstTouch = { p50: number; p95: number; p99: number; max: number; missing: number; twice: number; receiptsToo: number; accepted: number; firstTouches: number; byWindow?: number[] };
    const againRows = (group: string, a: { intake: OpenLoop; firstTouch: FirstTouch }, windowSeconds: string): Figure[] => {
      const wrong = a.firstTouch.missing + a.firstTouch.twice + a.firstTouch.receiptsToo;
      return [
        { group, figure: "The same burst again once the first has drained (the processes warm): first touch p50 / p99; intake p99", unit: "ms", ours: `${a.firstTouch.p50} / ${a.firstTouch.p99}; ${a.intake.p99}`, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
        { group, figure: `the same burst again: first touch p50 in each ${windowSeconds} s; e-mails missing, twice or doubled`, unit: "", ours: `${(a.firstTouch.byWindow ?? []).join(", ")} ms; ${wrong} wrong`, baseline: null, baselineLabel: "", ratio: null, goal: "0 wrong", met: wrong === 0 },
      ];
    };
    const intake = d.intake as OpenLoop;
    const t = d.firstTouch as FirstTouch;
    const again = d.again as { intake: OpenLoop; firstTouch: FirstTouch } | undefined;
    const base = d.baseline as { p50: number; p95: number; p99: number; max: number; added: number; ran: number } | undefined;
    const mode = d.workerMode === "in-process" ? "worker in the serving process" : "worker in a process of its own (npm start's default)";
    const group = `Speed to lead (automations; ${mode})`;
    const wrong = t.missing + t.twice + t.receiptsToo;
    const baseLabel = "graphile-worker alone, an empty task at the same rate: add → start";
    return [
      { group, figure: `Capture → first-touch e-mail at the Resend fake, open loop ${intake.rate} leads/s for ${intake.seconds} s: p99`, unit: "ms", ours: t.p99, baseline: base?.p99 ?? null, baselineLabel: baseLabel, ratio: base ? ratio(t.p99, base.p99) : null, goal: "< 5000 ms", met: t.p99 < 5000 },
      { group, figure: "Capture → first touch: p50 / p95 / max", unit: "ms", ours: `${t.p50} / ${t.p95} / ${t.max}`, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      ...(base ? [{ group, figure: `the baseline (${baseLabel}, ${base.ran} of ${base.added} ran): p50 / p95 / p99 / max`, unit: "ms", ours: `${base.p50} / ${base.p95} / ${base.p99} / ${base.max}`, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null }] : []),
      { group, figure: `First-touch e-mails sent (one per accepted lead): missing, sent twice or doubled by the receipt, of ${t.accepted}`, unit: "", ours: `${t.firstTouches} sent; ${wrong} wrong`, baseline: null, baselineLabel: "", ratio: null, goal: "0 wrong", met: wrong === 0 },
      { group, figure: `POST /api/leads meanwhile (intake, ${mode}): p99`, unit: "ms", ours: intake.p99, baseline: null, baselineLabel: "", ratio: null, goal: "< 100 ms", met: intake.p99 < 100 },
      ...(t.byWindow ? [{ group, figure: `Capture → first touch: p50 of the leads sent in each ${String(d.windowSeconds)} s of the burst (the burst comes right after the processes start)`, unit: "ms", ours: t.byWindow.join(", "), baseline: null, baselineLabel: "", ratio: null, goal: "", met: null }] : []),
      ...(again ? againRows(group, again, String(d.windowSeconds)) : []),
    ];
  },
  texting: (d) => {
    const group = "Texting (Twilio)";
    const inbound = d.inbound as { open?: OpenLoop; openBaseline?: OpenLoop };
    const t = d.firstText as { measured: boolean; reason?: string; p50?: number; p95?: number; p99?: number; max?: number; missing?: number; twice?: number; accepted?: number; intake?: OpenLoop };
    const rows: Figure[] = [...openLoopRows(group, "POST /api/twilio/inbound (signed text from a lead)", "req", inbound.open, inbound.openBaseline, "node http + the SDK's signature check + pg insert")];
    if (!t.measured) {
      rows.push({ group, figure: `Capture → first text handed to the Twilio fake, open loop ${d.leadsRate} leads/s: p99`, unit: "", ours: `not measured: ${t.reason}`, baseline: null, baselineLabel: "", ratio: null, goal: "< 5000 ms", met: null });
      return rows;
    }
    const wrong = (t.missing ?? 0) + (t.twice ?? 0);
    rows.push(
      { group, figure: `Capture → first text handed to the Twilio fake, open loop ${d.leadsRate} leads/s for ${d.seconds} s: p99`, unit: "ms", ours: t.p99!, baseline: null, baselineLabel: "", ratio: null, goal: "< 5000 ms", met: t.p99! < 5000 },
      { group, figure: "Capture → first text: p50 / p95 / max", unit: "ms", ours: `${t.p50} / ${t.p95} / ${t.max}`, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      { group, figure: `First texts missing or sent twice, of ${t.accepted}`, unit: "", ours: wrong, baseline: null, baselineLabel: "", ratio: null, goal: "0", met: wrong === 0 },
    );
    return rows;
  },
  marketplace: (d) => {
    type S = { p50: number; p95: number; p99: number; max: number };
    const intake = d.intake as OpenLoop;
    const both = d.both as S;
    const decision = d.decision as S;
    const rr = d.roundRobin as S;
    const group = `Marketplace delivery (${d.buyers as number} buyers)`;
    const wrong = (d.overQuota as number) + ((d.ledgerRows as number) - (d.ledgerLeads as number)) + (d.stillRouting as number);
    return [
      { group, figure: `Capture → delivered (ledger row in the buyer's CRM and their webhook received), open loop ${intake.rate} consumer leads/s for ${intake.seconds} s: p99`, unit: "ms", ours: both.p99, baseline: null, baselineLabel: "", ratio: null, goal: "< 2000 ms", met: both.p99 < 2000 },
      { group, figure: "Capture → ledger row: p50 / p99; → webhook: p50 / p99", unit: "ms", ours: `${(d.crm as S).p50} / ${(d.crm as S).p99}; ${(d.webhook as S).p50} / ${(d.webhook as S).p99}`, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      { group, figure: `Delivered / unsold of ${d.accepted as number}; webhooks received`, unit: "", ours: `${d.delivered as number} / ${d.unsold as number}; ${d.webhooksReceived as number}`, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      ...(typeof d.busySeconds === "number"
        ? [{ group, figure: "CPU of the whole machine (every process, the kernel's share included) from the burst's start until the last delivery, a lead", unit: "ms", ours: Math.round(((d.busySeconds as number) * 10_000) / Math.max(1, d.delivered as number)) / 10, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null }]
        : []),
      { group, figure: "Leads delivered twice, past a quota, or never routed", unit: "", ours: wrong, baseline: null, baselineLabel: "", ratio: null, goal: "0", met: wrong === 0 },
      { group, figure: "Routing decision for one lead (candidates with their counts, ranked): p50", unit: "ms", ours: decision.p50, baseline: rr.p50, baselineLabel: "round-robin's pick, the statement it replaced", ratio: ratio(decision.p50, rr.p50), goal: "", met: null },
      { group, figure: "Routing decision for one lead: p99", unit: "ms", ours: decision.p99, baseline: rr.p99, baselineLabel: "round-robin's pick, the statement it replaced", ratio: ratio(decision.p99, rr.p99), goal: "", met: null },
      { group, figure: "POST /api/leads meanwhile: p99", unit: "ms", ours: intake.p99, baseline: null, baselineLabel: "", ratio: null, goal: "< 100 ms", met: intake.p99 < 100 },
    ];
  },
  webhooks: (d) => {
    const ours = d.ours as Load;
    const base = d.baseline as Load;
    return [
      ...openLoopRows("Webhook ingest", "HubSpot deliveries of 100 events", "deliveries", d.open as OpenLoop | undefined, d.openBaseline as OpenLoop | undefined, "node http + HMAC + pg insert"),
      { group: "Webhook ingest", figure: "HubSpot delivery (100 events), closed loop of 20 connections: throughput", unit: "req/s", ours: ours.requestsPerSecond, baseline: base.requestsPerSecond, baselineLabel: "node http + HMAC + pg insert", ratio: ratio(ours.requestsPerSecond, base.requestsPerSecond), goal: "", met: null },
      { group: "Webhook ingest", figure: "HubSpot delivery, closed loop of 20 connections: p99", unit: "ms", ours: p99Of(ours), baseline: base.p99, baselineLabel: "node http + HMAC + pg insert", ratio: answered(ours) ? ratio(ours.p99, base.p99) : null, goal: "", met: null },
      ...frameworkRow(d.framework as Load | undefined, base, "Webhook ingest", "same deliveries, wrong signature: 401 before the database (Next.js + check)", "node http + HMAC + pg insert"),
    ];
  },
  crm: (d) => {
    const results = d.results as Record<string, { ours: Stats; pg: Stats | null; goalMs: number; met: boolean }>;
    const rows: Figure[] = Object.entries(results).map(([name, r]) => ({
      group: "CRM (100,000 leads)",
      figure: `${name} p95`,
      unit: "ms",
      ours: r.ours.p95,
      baseline: r.pg?.p95 ?? null,
      baselineLabel: r.pg ? "same query with pg" : "",
      ratio: r.pg ? ratio(r.ours.p95, r.pg.p95) : null,
      goal: `< ${r.goalMs} ms`,
      met: r.met,
    }));
    if (typeof d.firstLoadJsKb === "number") rows.push({ group: "CRM (100,000 leads)", figure: "CRM leads tab first-load JS (gzip)", unit: "kB", ours: d.firstLoadJsKb, baseline: null, baselineLabel: "", ratio: null, goal: "≤ 250 kB", met: d.firstLoadJsKb <= 250 });
    return rows;
  },
  pages: (d) => {
    // bench/pages.mts judges each row itself (budgets over the framework's floor measured in the same run) and
    // writes the goal and the verdict; this only lays them out. Lighthouse performance is judged only on a quiet
    // machine: otherwise its goal says so and the verdict is empty (unless another category missed).
    type Row = { route: string; group: string; firstLoadJsKb: number; overFloorKb: number | null; goal: string; met: boolean; scores: Record<string, number> | null; lighthouse: { met: boolean | null; goal: string } | null };
    const rows = d.rows as Row[];
    const floorKb = d.floorKb as number | null;
    const label: Record<string, string> = {
      marketing: "First-load JS, marketing pages",
      funnel: "First-load JS, ad landing pages and funnels",
      checkout: "First-load JS, /checkout before the payment step",
      staff: "First-load JS, staff pages (signed in)",
    };
    const floorLabel = "bare Next.js page, the framework's floor";
    const out: Figure[] = rows.map((r) => ({
      group: label[r.group] ?? r.group,
      figure: r.route,
      unit: "kB gzip",
      ours: r.firstLoadJsKb,
      baseline: r.group === "staff" ? null : floorKb,
      baselineLabel: r.group === "staff" ? "" : floorLabel,
      ratio: r.group === "staff" ? null : ratio(r.firstLoadJsKb, floorKb),
      goal: r.goal,
      met: r.met,
    }));
    const lighthouseRow = (figure: string, s: Record<string, number>, goal: string, met: boolean | null): Figure => ({
      group: "Lighthouse (mobile, median): performance / accessibility / best practices / SEO",
      figure,
      unit: "score",
      ours: `${s.performance} / ${s.accessibility} / ${s["best-practices"]} / ${s.seo}`,
      baseline: null,
      baselineLabel: "",
      ratio: null,
      goal,
      met,
    });
    for (const r of rows) if (r.scores && r.lighthouse) out.push(lighthouseRow(r.route, r.scores, r.lighthouse.goal, r.lighthouse.met));
    // The bare pages themselves, for scale (no goal): sizes after the marketing pages, scores after ours.
    const floors = (d.floors as { bundler: string; firstLoadJsKb: number; scores: Record<string, number> | null }[] | undefined) ?? [];
    const floorName = (bundler: string) => `bare Next.js page, ${bundler} (heading and text, no client component: the framework's floor)`;
    const lastMarketing = out.map((f) => f.group).lastIndexOf(label.marketing!);
    out.splice(
      lastMarketing + 1,
      0,
      ...floors.map((f): Figure => ({ group: label.marketing!, figure: floorName(f.bundler), unit: "kB gzip", ours: f.firstLoadJsKb, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null })),
    );
    for (const f of floors) if (f.scores) out.push(lighthouseRow(floorName(f.bundler), f.scores, "", null));
    const lh = d.lighthouse as { quiet: boolean; load: { ours: { before: number; after: number } | null; floors: { bundler: string; before?: number; after?: number }[] } } | null;
    if (lh?.load.ours) {
      const parts = [`our pages ${lh.load.ours.before} → ${lh.load.ours.after}`, ...lh.load.floors.filter((f) => f.before !== undefined).map((f) => `bare page (${f.bundler}) ${f.before} → ${f.after}`)];
      out.push({ group: "Lighthouse (mobile, median): performance / accessibility / best practices / SEO", figure: "load average (1 min) before → after the Lighthouse parts", unit: "", ours: parts.join("; "), baseline: null, baselineLabel: "", ratio: null, goal: lh.quiet ? "< 0.5 at the start: performance judged" : "≥ 0.5 at the start: performance not judged", met: null });
    }
    return out;
  },
  server: (d) => {
    const out: Figure[] = (d.static as { path: string; ours: Load; baseline: Load; ratio: number }[]).map((r) => ({
      // A saturated closed loop measures queueing more than our code: information, as issue 20 keeps it
      // (the pages' goals are their weight and Lighthouse, bench:pages).
      group: "Static marketing pages (our HTTP server, closed loop of 50 connections; information)",
      figure: `GET ${r.path}`,
      unit: "req/s",
      ours: r.ours.requestsPerSecond,
      baseline: r.baseline.requestsPerSecond,
      baselineLabel: "bare node http, same bytes from memory",
      ratio: r.ratio,
      goal: "",
      met: null,
    }));
    const chat = d.chat as Load;
    out.push(
      { group: "Chat (offline assistant)", figure: "POST /api/chat/message throughput", unit: "req/s", ours: chat.requestsPerSecond, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      { group: "Chat (offline assistant)", figure: "POST /api/chat/message p50 / p99", unit: "ms", ours: answered(chat) ? `${chat.p50} / ${chat.p99}` : NO_ANSWER, baseline: null, baselineLabel: "", ratio: null, goal: "", met: chat.non2xx === 0 && answered(chat) ? null : false },
    );
    const crm = d.crm as (Load & { paths: string[]; connections: number; leads: number }) | undefined;
    if (crm) {
      out.push(
        { group: "CRM pages and API, signed in (information: the load before the memory figure)", figure: `${crm.paths.length} CRM pages and API routes in turn, ${crm.connections} connections, ${crm.leads.toLocaleString("en-US")} leads: throughput`, unit: "req/s", ours: crm.requestsPerSecond, baseline: null, baselineLabel: "", ratio: null, goal: "", met: crm.non2xx === 0 && answered(crm) ? null : false },
        { group: "CRM pages and API, signed in (information: the load before the memory figure)", figure: "the same: p50 / p99", unit: "ms", ours: answered(crm) ? `${crm.p50} / ${crm.p99}` : NO_ANSWER, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      );
    }
    const mem = d.memory as { totalMb: number; stages?: { stage: string; rssMb: number }[] };
    out.push({ group: "Memory", figure: `HTTP server resident size (VmRSS) after the page, chat${crm ? " and CRM" : ""} loads`, unit: "MB", ours: mem.totalMb, baseline: null, baselineLabel: "", ratio: null, goal: "< 350 MB", met: mem.totalMb < 350 });
    if (mem.stages) out.push({ group: "Memory", figure: "the same, at each stage (information)", unit: "", ours: mem.stages.map((s) => `${s.stage} ${s.rssMb} MB`).join("; "), baseline: null, baselineLabel: "", ratio: null, goal: "", met: null });
    return out;
  },
  imports: (d) => {
    const group = "CSV import (100,000 leads, HubSpot headers)";
    const goals = d.goals as { importSeconds: number; rssGrowthMb: number };
    const sec = (ms: unknown) => Math.round(Number(ms) / 100) / 10;
    const status = d.status as { status: string; created: number; failed: number };
    const server = d.server as { growthMb: number; idleMb: number; peakMb: number };
    const worker = d.worker as { growthMb: number; idleMb: number; peakMb: number };
    const load = d.loadAverage as { before: number; after: number };
    return [
      { group, figure: `import of ${Number(d.rows).toLocaleString("en-US")} rows, queued → completed (${status.status}, ${status.created} created)`, unit: "s", ours: sec(d.importMs), baseline: sec(d.baselineMs), baselineLabel: "bare pg multi-row inserts of the same rows, no validation", ratio: ratio(Number(d.importMs), Number(d.baselineMs)), goal: `< ${goals.importSeconds} s`, met: status.status === "completed" && sec(d.importMs) < goals.importSeconds },
      { group, figure: `upload of the ${d.fileMb} MB file (streamed to PostgreSQL, then read once)`, unit: "s", ours: sec(d.uploadMs), baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      { group, figure: `HTTP server VmRSS growth during the upload (${server.idleMb} → ${server.peakMb} MB)`, unit: "MB", ours: server.growthMb, baseline: null, baselineLabel: "", ratio: null, goal: `< ${goals.rssGrowthMb} MB`, met: server.growthMb < goals.rssGrowthMb },
      { group, figure: `worker VmRSS growth during the import (${worker.idleMb} → ${worker.peakMb} MB)`, unit: "MB", ours: worker.growthMb, baseline: null, baselineLabel: "", ratio: null, goal: `< ${goals.rssGrowthMb} MB`, met: worker.growthMb < goals.rssGrowthMb },
      { group, figure: "load average (1 min) before → after this benchmark", unit: "", ours: `${load.before} → ${load.after}`, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
    ];
  },
  vitals: (d) => {
    type Phase = { cpuPercent: { server: number; postgres: number }; load?: OpenLoop };
    const ours = d.ours as Phase;
    const floor = d.floor as Phase;
    const alone = d.serverAlone as Phase | undefined;
    const bare = d.bare as Phase;
    const idle = d.idle as Phase;
    const stored = d.stored as { accepted: number; rows: number };
    const batches = d.batches as { statements: number; rows: number };
    const group = "Real visitors' Web Vitals (POST /api/vitals)";
    const lost = stored.accepted - stored.rows;
    const failures = (ours.load?.errors ?? 0) + (ours.load?.non2xx ?? 0);
    const ownWork = alone ? Math.round((ours.cpuPercent.server - alone.cpuPercent.server) * 10) / 10 : null;
    const byRound = d.ownWorkByRound as number[] | undefined;
    const rounds = (d.rounds as number | undefined) ?? 1;
    const goals = (d.goals as { ownWorkPercent: number } | undefined) ?? { ownWorkPercent: 2 };
    return [
      { group, figure: `vitals ingest CPU: the server process under ${d.rate} beacons/s for ${d.seconds} s${rounds > 1 ? ` in ${rounds} rounds taken in turn with the baselines` : ""} (% of one core)`, unit: "%", ours: ours.cpuPercent.server, baseline: bare.cpuPercent.server, baselineLabel: "bare node:http answering 204, same rate", ratio: ratio(ours.cpuPercent.server, bare.cpuPercent.server), goal: "", met: null },
      ...(alone
        ? [
            { group, figure: "the same beacons refused at the first check before Next (our server alone: its request path and answer, none of the beacon's work)", unit: "%", ours: alone.cpuPercent.server, baseline: bare.cpuPercent.server, baselineLabel: "bare node:http answering 204, same rate", ratio: ratio(alone.cpuPercent.server, bare.cpuPercent.server), goal: "", met: null },
            { group, figure: `the vitals ingest's own work: ours minus our server alone (reading, limit, schema, batched write)${byRound ? `; by round: ${byRound.join(", ")}` : ""}`, unit: "%", ours: ownWork!, baseline: null, baselineLabel: "", ratio: null, goal: `≤ ${goals.ownWorkPercent} % of one core (≈ 1 % of the 2-core machine)`, met: ownWork! <= goals.ownWorkPercent },
          ]
        : []),
      { group, figure: "the same beacons to a Next.js route refused at its first check (Next.js alone; information: why our server answers this path)", unit: "%", ours: floor.cpuPercent.server, baseline: bare.cpuPercent.server, baselineLabel: "bare node:http answering 204, same rate", ratio: ratio(floor.cpuPercent.server, bare.cpuPercent.server), goal: "", met: null },
      { group, figure: "the same server idle (% of one core)", unit: "%", ours: idle.cpuPercent.server, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      { group, figure: "PostgreSQL's processes meanwhile (% of one core): ours / Next.js alone / idle", unit: "%", ours: `${ours.cpuPercent.postgres} / ${floor.cpuPercent.postgres} / ${idle.cpuPercent.postgres}`, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      { group, figure: "POST /api/vitals under that load: p50 / p99", unit: "ms", ours: ours.load ? `${ours.load.p50} / ${ours.load.p99}` : NOT_MEASURED, baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      { group, figure: `beacons refused or lost, of ${ours.load?.sent ?? 0} sent (rows written in ${batches.statements} statements for ${batches.rows.toLocaleString("en-US")} rows)`, unit: "", ours: failures + lost, baseline: null, baselineLabel: "", ratio: null, goal: "0", met: failures + lost === 0 },
    ];
  },
  startup: (d) => {
    const bare = (d.bareNodeMs as number | null) ?? null;
    const sec = (ms: unknown) => (typeof ms === "number" ? Math.round(ms / 100) / 10 : NOT_MEASURED);
    return [
      { group: "Start", figure: "cold: fresh git clone → first 200 of npm start, with npm install", unit: "s", ours: sec(d.coldWithInstallMs), baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      { group: "Start", figure: "cold: fresh git clone → first 200, node_modules present (build, migrate, seed)", unit: "s", ours: sec(d.coldNodeModulesPresentMs), baseline: null, baselineLabel: "", ratio: null, goal: "", met: null },
      { group: "Start", figure: "warm: restart with nothing changed → first 200", unit: "s", ours: sec(d.warmMs), baseline: typeof bare === "number" ? Math.round(bare / 100) / 10 : null, baselineLabel: "bare node http process → first 200", ratio: typeof d.warmMs === "number" ? ratio(d.warmMs, bare) : null, goal: "", met: null },
    ];
  },
};

const runs: Run[] = [];
const figures: Figure[] = [];
for (const b of selected) {
  const { code, seconds } = await runBench(b);
  const data = fresh(b.result);
  let note = code === 0 ? "" : `exit ${code}`;
  if (!data) note = [note, "no result written in this run"].filter(Boolean).join("; ");
  else {
    try {
      figures.push(...figuresFrom[b.name]!(data).map((f) => ({ ...f, bench: b.name, measured: startedAt.toISOString() })));
    } catch (e) {
      note = [note, `result unreadable: ${e instanceof Error ? e.message : String(e)}`].filter(Boolean).join("; ");
    }
  }
  runs.push({ name: b.name, ok: code === 0 && !!data, seconds, note, measured: startedAt.toISOString() });
}

const loadAfter = os.loadavg().map((n) => Math.round(n * 100) / 100);
const isNoisy = noisy || loadBefore[0]! > machine.cores * 0.5;
const caveats = [
  quick ? "**Quick run** (BENCH_SECONDS=3, no Lighthouse, no install variant): it checks the plumbing; its figures are not comparable with a full run." : "",
  isNoisy ? `**Noisy machine**: measured on a shared machine (load average ${loadBefore.join(" / ")} before the run, ${loadAfter.join(" / ")} after, on ${machine.cores} cores); other work inflates every latency and lowers every throughput.` : "",
].filter(Boolean);

const fmt = (v: number | string | null) => (v === null ? "—" : typeof v === "number" ? v.toLocaleString("en-US") : v);
/** Our value with its unit; words ("not measured", "no answer …") stand alone. */
const withUnit = (f: Figure) => (typeof f.ours === "string" && /[a-z]/i.test(f.ours) ? f.ours : `${fmt(f.ours)} ${f.unit}`);
const mark = (m: boolean | null) => (m === null ? "" : m ? "✓" : "✗");
function table(): string {
  const lines: string[] = [];
  let group = "";
  for (const f of figures) {
    if (f.group !== group) {
      group = f.group;
      lines.push("", `**${group}**`, "", "| Figure | Ours | Baseline (same run) | Ratio | Goal | |", "|---|---:|---:|---:|---|:-:|");
    }
    const base = f.baseline === null ? "—" : `${fmt(f.baseline)} ${f.unit}${f.baselineLabel ? ` (${f.baselineLabel})` : ""}`;
    lines.push(`| ${f.figure.startsWith("/") || f.figure.startsWith("GET ") ? `\`${f.figure}\`` : f.figure} | ${withUnit(f)} | ${base} | ${f.ratio ?? "—"} | ${f.goal} | ${mark(f.met)} |`);
  }
  return lines.join("\n");
}

/** Reports written before figures named their benchmark: which one a group came from. */
const GROUP_BENCH: [RegExp, string][] = [
  [/^Lead intake/, "leads"],
  [/^Webhook ingest/, "webhooks"],
  [/^Speed to lead/, "automations"],
  [/^CRM \(/, "crm"],
  [/^(First-load JS|Lighthouse)/, "pages"],
  [/^(Static marketing pages|Chat|Memory|CRM pages and API)/, "server"],
  [/^CSV import/, "imports"],
  [/^Real visitors' Web Vitals/, "vitals"],
  [/^Start$/, "startup"],
];
type Run = { name: string; ok: boolean; seconds: number; note: string; measured?: string };
type Previous = { date: string; noisy: boolean; runs: Run[]; figures: Figure[] };
/** With --only: the previous report's figures of the benchmarks not run now, and its runs of them. */
function carriedOver(): { from: Previous; figures: Figure[]; runs: Previous["runs"] } | null {
  if (!only || !existsSync("bench/RESULTS.json")) return null;
  const from = JSON.parse(readFileSync("bench/RESULTS.json", "utf8")) as Previous;
  const benchOf = (f: Figure) => f.bench ?? GROUP_BENCH.find(([re]) => re.test(f.group))?.[1];
  // A benchmark not run keeps its figures; one run keeps those of its groups it did not measure this
  // time (bench:pages with --no-lighthouse keeps the earlier Lighthouse scores, under their own day).
  const groupsNow = new Set(figures.map((f) => f.group));
  const kept = from.figures.filter((f) => {
    const b = benchOf(f);
    return b !== undefined && (!only.includes(b) || !groupsNow.has(f.group));
  });
  const runsKept = from.runs.filter((r) => !only.includes(r.name)).map((r) => ({ ...r, measured: r.measured ?? from.date }));
  return kept.length || runsKept.length ? { from, figures: kept.map((f) => ({ ...f, bench: benchOf(f), measured: f.measured ?? from.date })), runs: runsKept } : null;
}
const carried = carriedOver();
/** Hand-written sections of the report before (everything from its first `## ` heading on). */
const handWritten = existsSync("bench/RESULTS.md") ? (/\n## [\s\S]*$/.exec(readFileSync("bench/RESULTS.md", "utf8"))?.[0] ?? "").trim() : "";

const day = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
function carriedSection(): string[] {
  if (!carried) return [];
  const saved = figures.splice(0, figures.length, ...carried.figures);
  const body = table();
  figures.splice(0, figures.length, ...saved);
  return [
    "",
    "## Figures of the benchmarks not run this time (from earlier reports)",
    "",
    `This run measured only ${only!.map((n) => `bench:${n}`).join(", ")}. The figures below are earlier reports', each benchmark on the day its run says; read them against their own day's baselines, not this run's.`,
    body,
    "",
    "| Benchmark | Result | Seconds | Measured | Note |",
    "|---|:-:|---:|---|---|",
    ...carried.runs.map((r) => `| bench:${r.name} | ${r.ok ? "ok" : "FAILED"} | ${r.seconds} | ${day(r.measured ?? carried.from.date)} | ${r.note} |`),
  ];
}
/** The hand-written sections, without a carried-over section of an earlier subset run. */
const kept = handWritten.replace(/^## Figures of the benchmarks not run[\s\S]*?(?=\n## |$)/, "").trim();

const date = startedAt.toISOString();
const md = [
  "# Benchmark results",
  "",
  `Written by \`npm run bench${args.length ? " -- " + args.join(" ") : ""}\` (bench/all.mts) on ${date.slice(0, 16).replace("T", " ")} UTC, in ${Math.round((Date.now() - startedAt.getTime()) / 60_000)} min.`,
  "",
  `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM, Node ${machine.node}, ${machine.os}.`,
  ...caveats.map((c) => `\n${c}`),
  "",
  "Ratio is ours / baseline: above 1 is better for throughput, below 1 is better for latency and time.",
  table(),
  "",
  "**Runs**",
  "",
  "| Benchmark | Result | Seconds | Note |",
  "|---|:-:|---:|---|",
  ...runs.map((r) => `| bench:${r.name} | ${r.ok ? "ok" : "FAILED"} | ${r.seconds} | ${r.note} |`),
  ...carriedSection(),
  ...(kept ? ["", kept] : []),
  "",
].join("\n");

await writeFile("bench/RESULTS.md", md);
await writeFile(
  "bench/RESULTS.json",
  JSON.stringify({ date, quick, noisy: isNoisy, machine, loadAverage: { before: loadBefore, after: loadAfter }, runs: [...runs, ...(carried?.runs ?? [])], figures: [...figures, ...(carried?.figures ?? [])], ...(carried ? { carriedFrom: carried.from.date } : {}) }, null, 2) + "\n",
);

console.log(`\n${md}`);
const misses = figures.filter((f) => f.met === false);
if (strict && misses.length) console.error(`--strict: ${misses.length} figure(s) missed their goal: ${misses.map((f) => f.figure).join(", ")}`);
process.exit(runs.every((r) => r.ok) && !(strict && misses.length) ? 0 : 1);
