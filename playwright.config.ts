import { defineConfig, devices } from "@playwright/test";
import { serverNodeFlags } from "./scripts/lib/server-heap.mjs";

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
  // The list, and each journey's duration against its timeout (the table `npm test` prints at its end).
  reporter: [["list"], ["./e2e/timeout-share-reporter.ts"]],
  // Timeouts follow the work (issue 24). A journey shares 2 cores with the other browser, our server, its
  // worker and PostgreSQL. On a quiet run one page load with hydration takes 1–3 s and an accessibility
  // scan 1–2 s; on a machine three times slower (or this one under load) a one-page check took up to 23 s.
  // So the default is 60 s, and journeys that sign in several users or walk many pages say so with
  // test.slow() (180 s) or test.setTimeout(). The rule, printed at the end of `npm test`: on a quiet run
  // no test uses more than a third of its timeout, so a machine three times slower still passes.
  timeout: 60_000,
  // One wait for one thing to appear (a page's data, a hydrated control, a toast): 3 s at worst on a
  // quiet run, so 15 s. Checks for absence pass as soon as it is absent, so this costs nothing when all is well.
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
    command: `node ${serverNodeFlags().join(" ")} --conditions=react-server --import tsx scripts/http-server.mts --port ${port} --host 127.0.0.1`,
    env: { TRUSTED_PROXY_HOPS: "1" },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
