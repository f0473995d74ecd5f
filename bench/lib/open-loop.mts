/**
 * An open-loop load: requests sent at a fixed rate whatever the answers, as visitors arrive (a closed
 * loop of N connections measures queueing more than the server: each connection waits for its answer
 * before it asks again). Latency is measured from each request's scheduled time, so a sender that falls
 * behind (or a server that stalls) shows in the figures instead of hiding (no coordinated omission).
 * Loopback only, bounded by `seconds`.
 */
import http from "node:http";

export type OpenLoopRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

export type OpenLoopResult = {
  rate: number;
  seconds: number;
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** How late the sender itself was at worst (ms): a busy load generator shows here. */
  maxSendLag: number;
};

/** `timeoutMs`: how long one request may take before it counts as an error (30 s). */
export async function openLoop(opts: { url: string; rate: number; seconds: number; request: (i: number) => OpenLoopRequest; timeoutMs?: number }): Promise<OpenLoopResult> {
  const base = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const latencies: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let maxSendLag = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 50;

  const send = (i: number, scheduled: number) =>
    new Promise<void>((resolve) => {
      const r = opts.request(i);
      const req = http.request(
        { host: base.hostname, port: base.port, method: r.method, path: r.path, headers: r.headers, agent },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - scheduled);
            if (res.statusCode! >= 200 && res.statusCode! < 300) ok++;
            else non2xx++;
            resolve();
          });
        },
      );
      req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        errors++;
        latencies.push(performance.now() - scheduled);
        resolve();
      });
      req.end(r.body);
    });

  for (let i = 0; i < total; i++) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    maxSendLag = Math.max(maxSendLag, performance.now() - scheduled);
    inFlight.push(send(i, scheduled));
  }
  await Promise.all(inFlight);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
  return {
    rate: opts.rate,
    seconds: opts.seconds,
    sent: total,
    ok,
    non2xx,
    errors,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Math.round(latencies[latencies.length - 1]! * 10) / 10,
    maxSendLag: Math.round(maxSendLag * 10) / 10,
  };
}
