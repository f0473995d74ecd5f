import { expect, test, type APIRequestContext } from "@playwright/test";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { API, PAGES, type Access } from "./access-matrix";
import { ADMIN, createAgent, signInApi } from "./support";

/** Route files under app/ → URL patterns (route groups dropped). */
function routeFiles(): { pages: string[]; apis: string[] } {
  const pages: string[] = [];
  const apis: string[] = [];
  const walk = (dir: string, url: string[]) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full, /^\(.*\)$/.test(name) ? url : [...url, name]);
      } else if (/^page\.tsx?$/.test(name)) {
        pages.push("/" + url.join("/"));
      } else if (/^route\.tsx?$/.test(name)) {
        apis.push("/" + url.join("/"));
      }
    }
  };
  walk(path.join(process.cwd(), "app"), []);
  return { pages, apis };
}

const { pages, apis } = routeFiles();

test("every page and API route has an entry in the access matrix", () => {
  const metadataRoutes = apis.filter((r) => /\/(sitemap\.xml|robots\.txt|opengraph-image)/.test(r));
  expect(pages.filter((p) => !(p in PAGES)), "pages missing from e2e/access-matrix.ts").toEqual([]);
  expect(
    apis.filter((a) => !(a in API) && !metadataRoutes.includes(a)),
    "API routes missing from e2e/access-matrix.ts",
  ).toEqual([]);
  expect(Object.keys(PAGES).filter((p) => !pages.includes(p)), "matrix entries without a page").toEqual([]);
  expect(Object.keys(API).filter((a) => !apis.includes(a)), "matrix entries without a route").toEqual([]);
});

type Who = "anonymous" | "agent" | "admin";

function expectedPageStatus(access: Access, who: Who): number {
  if (access === "public") return 200;
  if (who === "anonymous") return 307;
  if (access === "admin" && who === "agent") return 403;
  return 200;
}

async function contextFor(who: Who, request: APIRequestContext): Promise<void> {
  if (who === "agent") await signInApi(request, await createAgent(request));
  if (who === "admin") await signInApi(request, ADMIN);
}

for (const who of ["anonymous", "agent", "admin"] as const) {
  test(`pages answer as expected for ${who}`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await contextFor(who, request);
    for (const [pattern, entry] of Object.entries(PAGES)) {
      const url = entry.path ?? pattern;
      const res = await request.get(url, { maxRedirects: 0 });
      const expected = expectedPageStatus(entry.access, who);
      expect(res.status(), `${who} GET ${url}`).toBe(expected === 200 && entry.signedInStatus ? entry.signedInStatus : expected);
      if (res.status() === 307) expect(res.headers()["location"]).toContain("/login");
    }
    await request.dispose();
  });

  test(`API routes answer as expected for ${who}`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await contextFor(who, request);
    for (const [pattern, entry] of Object.entries(API)) {
      const url = entry.path ?? pattern;
      for (const method of entry.methods) {
        const access = entry.methodAccess?.[method] ?? entry.access;
        if (access === "public") continue;
        const res = await request.fetch(url, { method, data: method === "GET" ? undefined : {}, maxRedirects: 0 });
        const status = res.status();
        const label = `${who} ${method} ${url}`;
        if (who === "anonymous") expect(status, label).toBe(401);
        else if (access === "admin" && who === "agent") expect(status, label).toBe(403);
        else {
          expect([401, 403], label).not.toContain(status);
          expect(status, label).toBeLessThan(500);
        }
      }
    }
    await request.dispose();
  });
}
