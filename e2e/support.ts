import { expect, request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The admin the test runner seeds into the throwaway database. */
export const ADMIN = {
  username: process.env.ADMIN_USERNAME ?? "e2e-admin",
  password: process.env.ADMIN_PASSWORD ?? "",
};

export function uniqueName(prefix = "agent"): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
}

/** A fresh IP per test, so per-IP throttling in one test never touches another (see clientIp()). */
export function testIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export type Credentials = { username: string; password: string };

/** Registers an agent through the API: it waits for an admin's approval (REGISTRATION_MODE=approval). */
export async function registerAgent(request: APIRequestContext): Promise<Credentials> {
  const creds = { username: uniqueName(), password: `pw-${randomBytes(8).toString("hex")}` };
  const res = await request.post("/api/auth/register", { data: creds, headers: { "x-forwarded-for": testIp() } });
  expect(res.status(), await res.text()).toBe(201);
  expect(await res.json()).toEqual({ success: true, status: "pending" });
  return creds;
}

/**
 * An approved agent, for journeys about the CRM rather than about approval: registered through the API,
 * then approved in the database as an admin would at /admin/agents (e2e/accounts.spec.ts does it there).
 */
export async function createAgent(request: APIRequestContext): Promise<Credentials> {
  const creds = await registerAgent(request);
  // Working every hour (the suite runs at any hour; new agents default to Mon–Fri 8:00–18:00, Texas time).
  await withDb((c) => c.query(`UPDATE users SET status = 'active', "workDays" = '{1,2,3,4,5,6,7}', "workStartMinute" = 0, "workEndMinute" = 1440 WHERE username = $1`, [creds.username]));
  return creds;
}

/** A short-lived connection to the suite's database (test set-up and checks of what was stored). */
export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Signs in through the API; the session cookie lands in the request context (shared with `page`). */
export async function signInApi(request: APIRequestContext, creds: { username: string; password: string }): Promise<void> {
  const res = await request.post("/api/auth/login", { data: creds, headers: { "x-forwarded-for": testIp() } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function signInAs(page: Page, creds: { username: string; password: string }): Promise<void> {
  await signInApi(page.request, creds);
}

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;
let adminState: Promise<StorageState> | undefined;

/**
 * The admin's signed-in storage state: signed in through the API once per Playwright worker, then reused
 * by every journey of that worker that works as the admin (issue 24: set-up is not what a journey checks).
 * No journey signs this session out; those about signing out use their own users.
 */
export function adminStorageState(): Promise<StorageState> {
  adminState ??= (async () => {
    const api = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` });
    try {
      await signInApi(api, ADMIN);
      return await api.storageState();
    } finally {
      await api.dispose();
    }
  })();
  return adminState;
}

/**
 * Puts the session of a new admin of the journey's own (an approved agent made admin in the database)
 * into a browser context. Most journeys share the seeded admin's (withAdminSession); one that presses
 * /admin's Tests needs its own, because those are limited per admin and integration (SETUP_TEST_LIMIT,
 * 3 a minute) and several journeys running at once press the same ones.
 */
export async function withNewAdminSession(target: Page | BrowserContext): Promise<void> {
  const context = "context" in target ? target.context() : target;
  const api = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` });
  try {
    const creds = await createAgent(api);
    await withDb((c) => c.query(`UPDATE users SET role = 'admin' WHERE username = $1`, [creds.username]));
    await signInApi(api, creds);
    await context.addCookies((await api.storageState()).cookies);
  } finally {
    await api.dispose();
  }
}

/** Puts the admin's session (adminStorageState) into a page's browser context; page.request shares it. */
export async function withAdminSession(target: Page | BrowserContext): Promise<void> {
  const context = "context" in target ? target.context() : target;
  await context.addCookies((await adminStorageState()).cookies);
}

/**
 * Holds the browser's requests to `url` until `release()` is called, then lets them through: for checks
 * of a pending state (a fixed delay can end before the checks on a loaded machine).
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * A slow connection: the app's scripts arrive `ms` after they are asked for, so the reader sees (and
 * may click) the server's HTML for that long. For checks that nothing moves once the scripts run.
 */
export async function delayScripts(page: Page, ms = 1_500): Promise<void> {
  await page.route(/\/_next\/static\/chunks\//, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}
