import { defineConfig, devices } from "@playwright/test";
import { serverHeapFlag } from "./scripts/lib/server-heap.mjs";

/**
 * Browser journeys against the production build (`npm test` builds into .next-test, seeds a
 * throwaway database and sets E2E_PORT / DATABASE_URL / the admin credentials).
 * Debian's Chromium is used: Playwright's own browser download cannot reach the internet here.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  // Pages that load their data or hydrate on the client took over 9 s to do so on a busy shared 2-core
  // machine (two browsers, the server, its worker and PostgreSQL at once): waits for something to
  // appear get 15 s. Checks for absence pass as soon as it is absent, so this costs nothing when all is well.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  // Our HTTP server, as `npm start` serves (scripts/http-server.mts). The specs play the load balancer:
  // each test sends its own X-Forwarded-For (e2e/support.ts testIp()) to get its own rate-limit
  // bucket, so the server trusts one hop, exactly what TRUSTED_PROXY_HOPS is for behind one.
  webServer: {
    command: `node ${serverHeapFlag()} --conditions=react-server --import tsx scripts/http-server.mts --port ${port} --host 127.0.0.1`,
    env: { TRUSTED_PROXY_HOPS: "1" },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
