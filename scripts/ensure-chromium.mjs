/**
 * Playwright drives Debian's Chromium (its own browser download cannot reach the internet here).
 * Installs it from apt when /usr/bin/chromium is missing and we are root; otherwise says how.
 */
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Chromium from apt…");
  const opts = { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  const update = spawnSync("apt-get", ["update"], opts);
  const install = update.status === 0 ? spawnSync("apt-get", ["install", "-y", "chromium"], opts) : update;
  if (install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error("Could not install Chromium with apt-get; install the `chromium` package and rerun.");
    process.exit(1);
  }
}
