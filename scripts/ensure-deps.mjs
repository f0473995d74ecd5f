/**
 * Plain Node (no dependencies): installs npm packages when node_modules is missing or older than
 * package.json / package-lock.json. `npm install` rather than `npm ci`: lockfiles made on our
 * machines lack other platforms' optional packages, which makes `npm ci` fail (stack-facts.md).
 */
import { existsSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";

export function ensureDeps(root = process.cwd()) {
  const marker = `${root}/node_modules/.package-lock.json`;
  const sources = ["package.json", "package-lock.json"].map((f) => `${root}/${f}`).filter(existsSync);
  const stale =
    !existsSync(marker) ||
    !existsSync(`${root}/lib/generated/prisma/client.ts`) ||
    sources.some((f) => statSync(f).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log("Installing dependencies (npm install)…");
  const res = spawnSync("npm", ["install", "--no-audit", "--no-fund"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "/bin/false" },
  });
  if (res.status !== 0) {
    console.error("npm install failed; see the output above.");
    process.exit(res.status ?? 1);
  }
}

/** Runs a TypeScript entry point with tsx, forwarding signals and the exit code. */
/** Runs a TypeScript entry under tsx; `nodeFlags` go to the node process that runs it. */
export async function runTs(entry, args = [], nodeFlags = []) {
  const { spawn } = await import("node:child_process");
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "node_modules/tsx/dist/cli.mjs", "--conditions=react-server", ...nodeFlags, entry, ...args],
    { stdio: "inherit" },
  );
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => child.kill(sig));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
