import "server-only";
import { db, sql } from "@/lib/db";
import { prepared } from "@/lib/sql/prepared";

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
  const row = await db().rateLimit.findUnique({ where: { key } });
  if (!row || row.resetAt <= new Date()) return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
  return toResult(row.count, row.resetAt, limit, true);
}

export async function reset(key: string): Promise<void> {
  await db().rateLimit.deleteMany({ where: { key } });
}

function toResult(count: number, resetAt: Date, limit: number, peeking = false): RateLimitResult {
  const allowed = peeking ? count < limit : count <= limit;
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return { allowed, remaining: Math.max(0, limit - count), retryAfterSeconds: allowed ? 0 : retryAfterSeconds };
}
