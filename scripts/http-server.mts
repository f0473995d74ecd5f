/**
 * Serves an existing production build (NEXT_DIST_DIR, default .next) through our HTTP server, as
 * `next start` would, without the database setup and worker of `npm start`. The browser journeys, the
 * system tests and the benchmarks run this. Usage: `--port <n> [--host <interface>]`.
 * Stops on SIGINT / SIGTERM / SIGHUP, and when the process that started it is gone (scripts/lib/lifeline.mjs).
 */
import { parseArgs } from "node:util";
import { loadEnvFiles } from "./lib/env-files.mts";
import { watchLifeline } from "./lib/lifeline.mjs";
import { startHttpServer } from "./lib/http-server.mts";
import { proxyTrust } from "@/lib/http/client-address";
import { env } from "@/lib/env";

const { values } = parseArgs({ options: { port: { type: "string" }, host: { type: "string" } } });
loadEnvFiles();
(process.env as Record<string, string>).NODE_ENV = "production";
const port = Number(values.port ?? process.env.PORT ?? 3000);

try {
  const e = env();
  const server = await startHttpServer({ port, host: values.host, trust: proxyTrust(e.TRUSTED_PROXY_HOPS, e.TRUSTED_PROXIES) });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 5000).unref();
    await server.close(3000);
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop());
  watchLifeline(() => void stop());
  console.log(`[http] listening on ${values.host ?? "*"}:${server.port} (client address: ${e.TRUSTED_PROXY_HOPS} trusted hop(s)${e.TRUSTED_PROXIES ? `, proxies ${e.TRUSTED_PROXIES}` : ""})`);
} catch (e) {
  console.error(`[http] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
