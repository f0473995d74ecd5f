import "server-only";
import { sql } from "@/lib/sql/pool";
import { prepared } from "@/lib/sql/prepared";
import { errorMessage, log } from "@/lib/log";

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Fixed-window counters in PostgreSQL, so every app instance shares them. One atomic upsert per
 * hit: a new window starts when the stored one has expired.
 */
export async function hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  // Straight to the pool: every public form request pays for this statement.
  const { rows } = await sql().query<{ count: number; reset_at: Date }>(prepared(
    `INSERT INTO rate_limits ("key", "count", "resetAt")
     VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT ("key") DO UPDATE SET
       "count" = CASE WHEN rate_limits."resetAt" <= now() THEN 1 ELSE rate_limits."count" + 1 END,
       "resetAt" = CASE WHEN rate_limits."resetAt" <= now()
                    THEN now() + make_interval(secs => $2) ELSE rate_limits."resetAt" END
     RETURNING "count" AS count, "resetAt" AS reset_at`,
    [key, windowSeconds],
  ));
  const row = rows[0]!;
  return toResult(row.count, row.reset_at, limit);
}

/** Reads a counter without adding to it. */
export async function peek(key: string, limit: number): Promise<RateLimitResult> {
  const { rows } = await sql().query<{ count: number; reset_at: Date }>(`SELECT "count" AS count, "resetAt" AS reset_at FROM rate_limits WHERE "key" = $1`, [key]);
  const row = rows[0];
  if (!row || row.reset_at <= new Date()) return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
  return toResult(row.count, row.reset_at, limit, true);
}

export async function reset(key: string): Promise<void> {
  await sql().query(`DELETE FROM rate_limits WHERE "key" = $1`, [key]);
}

function toResult(count: number, resetAt: Date, limit: number, peeking = false): RateLimitResult {
  const allowed = peeking ? count < limit : count <= limit;
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return { allowed, remaining: Math.max(0, limit - count), retryAfterSeconds: allowed ? 0 : retryAfterSeconds };
}

/**
 * A limiter for requests too frequent and too cheap to pay a database write each (Web Vitals beacons,
 * 200 a second at a campaign's start): the same fixed-window counters as `hit()` (the same rate_limits
 * rows, shared by every instance), but each process counts its hits in memory and adds them to the
 * shared rows in one statement every `syncMs`. A request is judged at once on the shared count as of the
 * last sync plus this process's hits since: exact within one process; across N instances an address can
 * pass the limit by what the others counted within one sync. Kept on globalThis under `name`, so every
 * copy of this module in a process (the app's bundle and our HTTP server) shares one count.
 */
export type BatchedLimiter = { hit: (key: string) => RateLimitResult; sync: () => Promise<void> };

type Counter = { shared: number; inFlight: number; local: number; resetAt: number };
type LimiterState = { counters: Map<string, Counter>; timer: NodeJS.Timeout | null; syncing: Promise<void> | null };

/** Beyond this many addresses in memory, those already synced are forgotten (the shared rows keep their counts). */
const MAX_COUNTERS = 100_000;

const SYNC = `INSERT INTO rate_limits ("key", "count", "resetAt")
  SELECT k, c, now() + make_interval(secs => $3) FROM unnest($1::text[], $2::int[]) AS t(k, c)
  ON CONFLICT ("key") DO UPDATE SET
    "count" = CASE WHEN rate_limits."resetAt" <= now() THEN excluded."count" ELSE rate_limits."count" + excluded."count" END,
    "resetAt" = CASE WHEN rate_limits."resetAt" <= now() THEN excluded."resetAt" ELSE rate_limits."resetAt" END
  RETURNING "key" AS key, "count" AS count, "resetAt" AS reset_at`;

export function batchedLimiter(name: string, opts: { limit: number; windowSeconds: number; syncMs: number }): BatchedLimiter {
  const g = globalThis as Record<symbol, unknown>;
  const state = (g[Symbol.for(`til.rateLimit.${name}`)] ??= { counters: new Map(), timer: null, syncing: null }) as LimiterState;

  const schedule = () => {
    if (state.timer) return;
    state.timer = setTimeout(() => {
      state.timer = null;
      sync().catch((e: unknown) => log.warn("rate-limit.sync-failed", { limiter: name, error: errorMessage(e) }));
    }, opts.syncMs);
    state.timer.unref();
  };

  async function sync(): Promise<void> {
    while (state.syncing) await state.syncing;
    const now = Date.now();
    const sending: [string, Counter, number][] = [];
    for (const [key, c] of state.counters) {
      if (c.local > 0) {
        sending.push([key, c, c.local]);
        c.inFlight += c.local;
        c.local = 0;
      } else if (c.resetAt <= now && c.inFlight === 0) state.counters.delete(key);
    }
    if (!sending.length) return;
    state.syncing = (async () => {
      try {
        const { rows } = await sql().query<{ key: string; count: number; reset_at: Date }>(
          prepared(SYNC, [sending.map(([k]) => k), sending.map(([, , n]) => n), opts.windowSeconds]),
        );
        const byKey = new Map(rows.map((r) => [r.key, r]));
        for (const [key, c, n] of sending) {
          const row = byKey.get(key)!;
          c.inFlight -= n;
          c.shared = row.count;
          c.resetAt = row.reset_at.getTime();
        }
      } catch (e) {
        // Counted again at the next sync; meanwhile this process still judges on what it knows.
        for (const [, c, n] of sending) {
          c.inFlight -= n;
          c.local += n;
        }
        schedule();
        throw e;
      } finally {
        state.syncing = null;
      }
    })();
    await state.syncing;
  }

  function hit(key: string): RateLimitResult {
    const now = Date.now();
    let c = state.counters.get(key);
    if (!c || (c.resetAt <= now && c.inFlight === 0)) {
      c = { shared: 0, inFlight: 0, local: 0, resetAt: now + opts.windowSeconds * 1000 };
      if (state.counters.size >= MAX_COUNTERS) {
        for (const [k, old] of state.counters) if (old.local === 0 && old.inFlight === 0) state.counters.delete(k);
      }
      state.counters.set(key, c);
    }
    c.local++;
    schedule();
    return toResult(c.shared + c.inFlight + c.local, new Date(c.resetAt), opts.limit);
  }

  return { hit, sync: () => sync().catch(() => undefined) };
}
