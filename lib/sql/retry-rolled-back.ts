/**
 * PostgreSQL's "your transaction was rolled back so another could go on" answers: a deadlock victim
 * (40P01) or a serialization failure (40001). Nothing of the transaction was written, so sending the
 * same statement again is safe, and usually succeeds at once.
 */
const ROLLED_BACK = new Set(["40P01", "40001"]);

export function wasRolledBackForRetry(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === "string" && ROLLED_BACK.has(code);
}

/**
 * Runs a write that is ONE atomic statement (or one transaction) and sends it again, after a short
 * random pause, when PostgreSQL picked it as a deadlock victim or serialization failure. Rare under
 * load (about one lead in ten thousand at 70 leads/s on 2 cores, seen by test/system/scale-out.mts), but
 * the visitor should not see a 503 for it. After `attempts` tries the error goes up (the route answers 503
 * with Retry-After). Only for writes whose retry repeats exactly the same rows (no side effect outside the database).
 */
export async function retryRolledBack<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (e) {
      if (attempt >= attempts || !wasRolledBackForRetry(e)) throw e;
      // Jitter so the two transactions that met do not meet again in the same order.
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}
