import { expect, test, type APIRequestContext } from "@playwright/test";
import { decode, encode } from "next-auth/jwt";
import { randomBytes } from "node:crypto";
import { ADMIN, signInApi, withDb } from "./support";
import { actionRef, callAction, SITE_ORIGIN } from "./server-actions";

/**
 * Attempts to get past the access checks: the x-middleware-subrequest header that skipped Next's
 * middleware (CVE-2025-29927), forged, foreign-signed and expired session cookies, and cross-origin
 * POSTs carrying a valid session, to JSON routes and to server actions (an action's id replayed from
 * another site, by script or by a plain form).
 */
const COOKIE = "authjs.session-token";
const STAFF_PAGE = "/admin/audit";
const ADMIN_API = "/api/alex/config";
const USER_API = "/api/crm/dashboard-stats";

async function sessionCookie(request: APIRequestContext): Promise<string> {
  await signInApi(request, ADMIN);
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === COOKIE);
  expect(cookie, "sign-in sets the session cookie").toBeTruthy();
  return cookie!.value;
}

test("the x-middleware-subrequest header does not skip any check", async ({ request }) => {
  for (const value of ["middleware", "proxy", "src/middleware", "middleware:middleware:middleware:middleware:middleware", "proxy:proxy:proxy:proxy:proxy"]) {
    const headers = { "x-middleware-subrequest": value };
    const page = await request.get(STAFF_PAGE, { headers, maxRedirects: 0 });
    expect(page.status(), `page with ${value}`).toBe(307);
    expect(page.headers()["location"]).toContain("/login");
    expect((await request.get(ADMIN_API, { headers })).status(), `admin API with ${value}`).toBe(401);
    expect((await request.get(USER_API, { headers })).status(), `user API with ${value}`).toBe(401);
  }
});

test("forged, foreign-signed and expired session cookies are worth nothing", async ({ playwright, baseURL }) => {
  const signedIn = await playwright.request.newContext({ baseURL });
  const real = await sessionCookie(signedIn);
  await signedIn.dispose();
  // npm test hands the server's AUTH_SECRET to Playwright: a genuine token, re-signed as expired, must fail.
  const secret = process.env.AUTH_SECRET;
  expect(secret, "AUTH_SECRET in the test environment").toBeTruthy();
  const claims = await decode({ token: real, secret: secret!, salt: COOKIE });
  expect(claims?.sub, "the real session decodes with the server's secret").toBeTruthy();

  const forged = [
    `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify({ sub: "1", role: "admin" })).toString("base64url")}.`,
    randomBytes(96).toString("base64url"),
    await encode({ token: { ...claims, role: "admin" }, secret: randomBytes(32).toString("base64url"), salt: COOKIE }),
    await encode({ token: claims!, secret: secret!, salt: COOKIE, maxAge: -60 }),
  ];

  for (const [i, value] of forged.entries()) {
    const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${COOKIE}=${value}` } });
    expect((await ctx.get("/api/auth/user")).status(), `cookie #${i}: current user`).toBe(401);
    expect((await ctx.get(ADMIN_API)).status(), `cookie #${i}: admin API`).toBe(401);
    const page = await ctx.get(STAFF_PAGE, { maxRedirects: 0 });
    expect(page.status(), `cookie #${i}: staff page`).not.toBe(200);
    await ctx.dispose();
  }
});

test("a cross-origin POST with a valid session is refused", async ({ request }) => {
  await signInApi(request, ADMIN);
  const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
  for (const [url, data] of [
    ["/api/crm/accounts", { name: "Evil Corp", type: "prospect" }],
    ["/api/alex/config", {}],
    ["/api/auth/logout", {}],
  ] as const) {
    const res = await request.post(url, { data, headers: evil });
    expect(res.status(), url).toBe(403);
  }
  // The session still works: nothing above signed it out.
  expect((await request.get("/api/auth/user")).status()).toBe(200);
});

test("a server action replayed from another origin is refused and changes nothing", async ({ request }) => {
  await signInApi(request, ADMIN);
  const ref = actionRef("lib/crm/accounts/actions.ts#createAccountAction");
  const accounts = (name: string) => withDb(async (c) => (await c.query(`SELECT count(*)::int AS n FROM accounts WHERE name = $1`, [name])).rows[0].n as number);

  // The control: from the site itself, the same call creates the account.
  const mine = `Own Origin Agency ${randomBytes(4).toString("hex")}`;
  const ok = await callAction(request, ref, { name: mine, type: "prospect" }, { origin: SITE_ORIGIN });
  expect(ok.status()).toBe(200);
  expect(await accounts(mine)).toBe(1);

  const evil = `Evil Corp ${randomBytes(4).toString("hex")}`;
  const attempts: { origin: string; headers?: Record<string, string> }[] = [
    { origin: "https://evil.example" },
    { origin: "https://evil.example", headers: { "sec-fetch-site": "cross-site" } },
    { origin: "null" },
    { origin: "", headers: { "sec-fetch-site": "cross-site" } },
  ];
  for (const { origin, headers } of attempts) {
    const res = await callAction(request, ref, { name: evil, type: "prospect" }, { origin, headers });
    expect(res.status(), `origin ${origin || "(none)"}`).toBe(403);
  }
  // A plain HTML form on another site posting the action's id (what works without JavaScript).
  const form = await request.post(ref.page, {
    multipart: { [`$ACTION_ID_${ref.id}`]: "", name: evil, type: "prospect" },
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(403);
  expect(await accounts(evil)).toBe(0);
});
