/**
 * The system stages' one way to wait: poll the state waited for until it holds, within a limit sized
 * for a slow machine, and print how long it took (issue 24: a wait that creeps towards its limit shows
 * in the log long before it fails). Never a fixed sleep in place of a state.
 */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class WaitTimeout extends Error {}

/**
 * Resolves with `probe`'s first truthy answer. Prints `waited 1.4 s for <what> (limit 90 s)`; throws
 * WaitTimeout naming `what` when the limit passes.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  opts: { limitMs: number; everyMs?: number; log?: (line: string) => void },
): Promise<T> {
  const log = opts.log ?? ((line: string) => console.log(`  ${line}`));
  const started = Date.now();
  const limit = `${Math.round(opts.limitMs / 1000)} s`;
  for (;;) {
    const value = await probe();
    const waited = ((Date.now() - started) / 1000).toFixed(1);
    if (value) {
      log(`waited ${waited} s for ${what} (limit ${limit})`);
      return value;
    }
    if (Date.now() - started >= opts.limitMs) {
      log(`gave up after ${waited} s waiting for ${what} (limit ${limit})`);
      throw new WaitTimeout(`timed out after ${limit} waiting for ${what}`);
    }
    await sleep(opts.everyMs ?? 200);
  }
}

/** Waits until `url` answers below 500 (a server that came up). */
export function waitForHttp(what: string, url: string, limitMs = 120_000, log?: (line: string) => void): Promise<true> {
  return waitFor(
    what,
    async () => {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer().catch(() => undefined);
        return res.status < 500 || null;
      } catch {
        return null;
      }
    },
    { limitMs, everyMs: 150, log },
  );
}

type Queryable = { query: <R extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<{ rows: R[] }> };

/**
 * Jobs the queue still owes: running (locked), due now, or failed for good — the crontab's recurring
 * tasks aside, and jobs scheduled for later (an automation's next-day follow-up) aside too: those are
 * meant to wait. A drained queue has none.
 */
export async function outstandingJobs(c: Queryable, cronTasks: string[]): Promise<string[]> {
  const { rows } = await c.query<{ task: string; n: string }>(
    `SELECT task_identifier AS task, count(*) AS n FROM graphile_worker.jobs
      WHERE NOT (task_identifier = ANY($1)) AND (locked_at IS NOT NULL OR run_at <= now() OR attempts >= max_attempts)
      GROUP BY 1 ORDER BY 1`,
    [cronTasks],
  );
  return rows.map((r) => `${r.task}: ${r.n}`);
}

/** The recurring tasks' names (the sixth field of each line of a graphile-worker crontab). */
export const cronTaskNames = (crontab: string) => crontab.split("\n").map((line) => line.trim().split(/\s+/)[5]!).filter(Boolean);
