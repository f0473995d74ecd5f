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
