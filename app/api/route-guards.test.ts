import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every HTTP method a route handler exports goes through guardErrors (directly or through crmRoute,
 * which adds the CRM's access check on top): a database outage then answers 503 with Retry-After and a
 * bug a generic 500 without request data, never Next's bare error. A new route that forgets it fails here.
 */
const METHODS = "GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS";
const WRAPPERS = ["guardErrors", "crmRoute"];
/** Routes that answer their own failures on purpose, and why. */
const OWN_ERROR_HANDLING: Record<string, string> = {
  "app/api/health/route.ts": "load balancers read its 503 body ({ok, database}) while the database is down",
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [full] : [];
  });
}

const files = routeFiles("app").map((f) => f.split(path.sep).join("/"));

describe("route handlers", () => {
  it("are found (the walk sees the API)", () => {
    expect(files).toContain("app/api/leads/route.ts");
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.filter((f) => !(f in OWN_ERROR_HANDLING)))("%s wraps every method it exports", (file) => {
    const source = readFileSync(file, "utf8");
    const exported = [...source.matchAll(new RegExp(`export\\s+(?:async\\s+function|const|function)\\s+(${METHODS})\\b([^\\n]*)`, "g"))];
    expect(exported.length, "exports no HTTP method").toBeGreaterThan(0);
    for (const [, method, rest] of exported) {
      const wrapped = WRAPPERS.some((w) => new RegExp(`^\\s*=\\s*${w}\\b`).test(rest ?? ""));
      expect(wrapped, `${method} is not wrapped in ${WRAPPERS.join(" or ")}`).toBe(true);
    }
  });
});
