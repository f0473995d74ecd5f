import { expect, test } from "@playwright/test";
import { ADMIN, testIp } from "./support";

/** Security headers on every kind of response: static pages, dynamic pages, API routes, static files, 404s. */
const EXPECTED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

test("every kind of response carries the security headers", async ({ request }) => {
  const home = await request.get("/");
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(script).toBeTruthy();
  for (const path of ["/", "/services", "/crm", "/checkout", "/api/health", "/api/auth/user", "/no-such-page", script!]) {
    const res = await request.get(path);
    const h = res.headers();
    for (const [name, value] of Object.entries(EXPECTED)) expect(h[name], `${name} on ${path}`).toBe(value);
    expect(h["strict-transport-security"], path).toMatch(/max-age=\d{8,}/);
    expect(h["permissions-policy"], path).toContain("camera=()");
    const csp = h["content-security-policy"] ?? "";
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, path).toContain(directive);
  }
});

test("the site works under its policy: no violation while a page hydrates and the chat opens", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/");
  await page.getByRole("button", { name: /Chat with/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toEqual([]);
});

test("the session cookie is HttpOnly and SameSite=Lax; Secure is left to HTTPS deployments", async ({ request }) => {
  const res = await request.post("/api/auth/login", {
    data: { username: ADMIN.username, password: ADMIN.password },
    headers: { "x-forwarded-for": testIp() },
  });
  expect(res.status()).toBe(200);
  const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
  const session = cookies.find((c) => /authjs\.session-token=/.test(c));
  expect(session).toBeTruthy();
  expect(session).toMatch(/HttpOnly/i);
  expect(session).toMatch(/SameSite=Lax/i);
  // Plain-HTTP test server: no Secure flag (browsers would drop it); over HTTPS Auth.js uses __Secure- cookies with Secure.
  expect(session).not.toMatch(/__Secure-/);
});
