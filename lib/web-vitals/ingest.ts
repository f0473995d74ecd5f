import "server-only";
import { sql } from "@/lib/sql/pool";
import { VITALS_INGEST } from "@/lib/constants";
import { errorMessage, log } from "@/lib/log";
import { prepared } from "@/lib/sql/prepared";
import type { WebVitalsBeacon } from "@/lib/schemas/web-vitals";

/**
 * Beacons to rows, in batches: a beacon is kept in memory and written with the others of the last
 * second in one statement (arrays unnested into rows), so 200 beacons a second cost PostgreSQL one
 * insert a second, not 200 commits. What is lost if the process dies without warning is at most the
 * last second of telemetry; a clean stop writes what is waiting (`flushWebVitals`, called by our HTTP
 * server's close). While the database is unreachable rows wait, up to VITALS_INGEST.bufferRows; past
 * that the oldest are dropped and counted in the log.
 *
 * The buffer lives on globalThis: the app's route handler (Next's bundle) and our HTTP server (loaded
 * by tsx) each have their own copy of this module in one process, and must share one buffer.
 */
type Row = { at: Date; route: string; device: string; lcp: number | null; inp: number | null; cls: number | null; fcp: number | null; ttfb: number | null };
type Buffer = { rows: Row[]; timer: NodeJS.Timeout | null; flushing: Promise<number> | null; dropped: number };

const KEY = Symbol.for("til.webVitals.buffer");
/** Our HTTP server calls this before it exits (scripts/lib/http-server.mts). */
export const WEB_VITALS_FLUSH_HOOK = Symbol.for("til.webVitals.flush");

function buffer(): Buffer {
  const g = globalThis as Record<symbol, unknown>;
  g[WEB_VITALS_FLUSH_HOOK] ??= flushWebVitals;
  return (g[KEY] ??= { rows: [], timer: null, flushing: null, dropped: 0 }) as Buffer;
}

const INSERT = `INSERT INTO web_vitals ("createdAt", route, device, lcp, inp, cls, fcp, ttfb)
  SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::float8[])`;

/** Queues one beacon's row; it reaches the database within VITALS_INGEST.flushMs. */
export function recordWebVitals(beacon: WebVitalsBeacon, at = new Date()): void {
  const value = (name: string) => beacon.metrics.find((m) => m.name === name)?.value ?? null;
  const b = buffer();
  b.rows.push({ at, route: beacon.route, device: beacon.device, lcp: value("LCP"), inp: value("INP"), cls: value("CLS"), fcp: value("FCP"), ttfb: value("TTFB") });
  trim(b);
  if (b.rows.length >= VITALS_INGEST.batchRows) void flushWebVitals();
  else schedule(b);
}

function trim(b: Buffer): void {
  const over = b.rows.length - VITALS_INGEST.bufferRows;
  if (over > 0) {
    b.rows.splice(0, over);
    b.dropped += over;
  }
}

function schedule(b: Buffer): void {
  if (b.timer) return;
  b.timer = setTimeout(() => {
    b.timer = null;
    void flushWebVitals();
  }, VITALS_INGEST.flushMs);
  b.timer.unref();
}

/**
 * Writes every waiting row, VITALS_INGEST.batchRows per statement; resolves with how many were
 * written. One flush at a time: a second call waits for the running one, then writes what is left.
 */
export async function flushWebVitals(): Promise<number> {
  const b = buffer();
  while (b.flushing) await b.flushing;
  if (!b.rows.length) return 0;
  if (b.timer) {
    clearTimeout(b.timer);
    b.timer = null;
  }
  b.flushing = writeAll(b);
  try {
    return await b.flushing;
  } finally {
    b.flushing = null;
  }
}

async function writeAll(b: Buffer): Promise<number> {
  // The rows waiting now; those that arrive while these are written wait for the next flush, so a
  // steady stream is written in a few large statements rather than chasing it with small ones.
  const waiting = b.rows.splice(0, b.rows.length);
  let written = 0;
  while (written < waiting.length) {
    const batch = waiting.slice(written, written + VITALS_INGEST.batchRows);
    try {
      await sql().query(
        prepared(INSERT, [
          batch.map((r) => r.at),
          batch.map((r) => r.route),
          batch.map((r) => r.device),
          batch.map((r) => r.lcp),
          batch.map((r) => r.inp),
          batch.map((r) => r.cls),
          batch.map((r) => r.fcp),
          batch.map((r) => r.ttfb),
        ]),
      );
      written += batch.length;
    } catch (e) {
      // Kept for the next attempt, before what arrived meanwhile (the oldest go first if the outage outlasts the buffer).
      b.rows.unshift(...waiting.slice(written));
      trim(b);
      log.warn("web-vitals.flush-failed", { waiting: b.rows.length, error: errorMessage(e) });
      break;
    }
  }
  if (b.rows.length) schedule(b);
  if (b.dropped) {
    log.warn("web-vitals.dropped", { rows: b.dropped, reason: "the buffer was full while the database was unreachable" });
    b.dropped = 0;
  }
  return written;
}
