import { expect, test } from "@playwright/test";
import { createAgent, testIp, uniqueName } from "./support";

/** Contract of the spec's four auth endpoints: shapes, messages, statuses, throttling. */
test.describe("auth API", () => {
  test("register creates an agent waiting for approval; a taken username answers success false", async ({ request }) => {
    const username = uniqueName();
    const headers = { "x-forwarded-for": testIp() };
    const ok = await request.post("/api/auth/register", { data: { username, password: "secret-one" }, headers });
    expect(ok.status()).toBe(201);
    expect(await ok.json()).toEqual({ success: true, status: "pending" });

    const again = await request.post("/api/auth/register", {
      data: { username: username.toUpperCase(), password: "secret-one" },
      headers,
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      error: "That username is already taken. Please choose another.",
      fieldErrors: { username: ["That username is already taken. Please choose another."] },
    });
  });

  test("register validates with the spec's messages", async ({ request }) => {
    const res = await request.post("/api/auth/register", { data: { username: "ab", password: "123" } });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.fieldErrors.username).toContain("Username must be at least 3 characters");
    expect(body.fieldErrors.password).toContain("Password must be at least 6 characters");
    const common = await request.post("/api/auth/register", { data: { username: uniqueName(), password: "password1" }, headers: { "x-forwarded-for": testIp() } });
    expect(common.status()).toBe(400);
    expect((await common.json()).fieldErrors.password).toEqual(["This password is too common. Please choose one that is harder to guess."]);
  });

  test("bad bodies get a 4xx, never a 500", async ({ request }) => {
    const url = "/api/auth/login";
    const malformed = await request.post(url, { data: "{not json", headers: { "content-type": "application/json" } });
    expect(malformed.status()).toBe(400);
    const wrongType = await request.post(url, { data: "username=a", headers: { "content-type": "text/plain" } });
    expect(wrongType.status()).toBe(415);
    const wrongTypes = await request.post(url, { data: { username: 42, password: ["x"] } });
    expect(wrongTypes.status()).toBe(400);
    const huge = await request.post(url, { data: { username: "a".repeat(10_000), password: "x" } });
    expect(huge.status()).toBe(413);
    const empty = await request.post(url, { data: {} });
    expect(empty.status()).toBe(400);
    expect((await empty.json()).fieldErrors).toEqual({
      username: ["Username is required"],
      password: ["Password is required"],
    });
  });

  test("login, current user and logout", async ({ request }) => {
    const anon = await request.get("/api/auth/user");
    expect(anon.status()).toBe(401);

    const creds = await createAgent(request);
    const login = await request.post("/api/auth/login", { data: creds, headers: { "x-forwarded-for": testIp() } });
    expect(login.status()).toBe(200);
    expect(await login.json()).toEqual({ success: true, status: "active" });

    const me = await request.get("/api/auth/user");
    expect(me.status()).toBe(200);
    expect(await me.json()).toEqual({ success: true, user: { username: creds.username, role: "agent", status: "active" } });

    const out = await request.post("/api/auth/logout");
    expect(out.status()).toBe(200);
    expect((await request.get("/api/auth/user")).status()).toBe(401);
  });

  test("a wrong password and an unknown user get the same answer", async ({ request }) => {
    const creds = await createAgent(request);
    const headers = { "x-forwarded-for": testIp() };
    const wrong = await request.post("/api/auth/login", { data: { ...creds, password: "nope-nope" }, headers });
    const unknown = await request.post("/api/auth/login", {
      data: { username: uniqueName("ghost"), password: "nope-nope" },
      headers,
    });
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  test("repeated failures for one username are throttled with 429, even from new IPs", async ({ request }) => {
    const creds = await createAgent(request);
    for (let i = 0; i < 5; i++) {
      const res = await request.post("/api/auth/login", {
        data: { ...creds, password: `wrong-${i}` },
        headers: { "x-forwarded-for": testIp() },
      });
      expect(res.status()).toBe(401);
    }
    const blocked = await request.post("/api/auth/login", { data: creds, headers: { "x-forwarded-for": testIp() } });
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await blocked.json()).error).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  test("repeated failures from one IP are throttled across usernames", async ({ request }) => {
    const ip = testIp();
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await request.post("/api/auth/login", {
        data: { username: uniqueName("spray"), password: "Password1" },
        headers: { "x-forwarded-for": ip },
      });
      last = res.status();
    }
    expect(last).toBe(429);
  });

  test("cross-site sign-in attempts are refused", async ({ request }) => {
    const res = await request.post("/api/auth/login", {
      data: { username: "x", password: "y" },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status()).toBe(403);
  });
});
