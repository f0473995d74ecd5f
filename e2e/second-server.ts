import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../scripts/lib/free-port.mts";

/**
 * A second `next start` on the suite's build, database and AUTH_SECRET, with extra environment (the
 * main server runs with no provider keys; some journeys need providers pointed at local fakes).
 * `env` gets the server's own URL first (a fake that calls back needs it).
 */
export type SecondServer = { url: string; stop(): Promise<void> };

/** Ready within this long: about 2 s on a quiet run, so a machine many times slower still starts. */
const START_LIMIT_MS = 60_000;

/**
 * `ready` says when the server is up from its health check's answer: by default a 200 (the database is
 * reachable); a server started without its database takes the 503.
 */
export async function startSecondServer(label: string, env: (url: string) => Record<string, string>, fixedPort?: number, ready: (status: number) => boolean = (s) => s === 200): Promise<SecondServer> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, ...env(url) },
    // Its own process group: `next start` forks a child server, and both must stop.
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (c) => (stderr = (stderr + String(c)).slice(-4000)));

  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} server exited: ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((r) => ready(r.status), () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${label} server did not start within ${START_LIMIT_MS / 1000} s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
    },
  };
}
