import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";

/**
 * Server actions as an attacker or a script sees them: a POST to a page with the action's id in the
 * `Next-Action` header. The ids are in the build's server-reference-manifest.json (the test runner
 * builds into NEXT_DIST_DIR), with the file and export each one comes from and the pages using it.
 */
/** The site's own origin, as playwright.config.ts builds its baseURL. */
export const SITE_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

type ManifestEntry = { workers: Record<string, unknown>; filename?: string; exportedName?: string };

export type BuiltAction = { id: string; file: string; name: string; pages: string[] };

/**
 * "app/(site)/(staff)/admin/agents/page" → "/admin/agents". A dynamic segment becomes 999999 (a record
 * that does not exist: the action still runs and answers first, then the page renders its 404).
 */
function pagePath(worker: string): string | null {
  if (!worker.startsWith("app/") || !worker.endsWith("/page")) return null;
  const segments = worker.slice(4, -5).split("/").filter((s) => s && !/^\(.*\)$/.test(s));
  return `/${segments.map((s) => (s.startsWith("[") ? "999999" : s)).join("/")}`;
}

/** Pages without a dynamic segment first. */
const byStaticFirst = (a: string, b: string) => Number(a.includes("999999")) - Number(b.includes("999999")) || a.localeCompare(b);

export function builtActions(): BuiltAction[] {
  const dist = process.env.NEXT_DIST_DIR || ".next";
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), dist, "server", "server-reference-manifest.json"), "utf8")) as { node: Record<string, ManifestEntry> };
  return Object.entries(manifest.node)
    .filter(([, e]) => e.filename && e.exportedName)
    .map(([id, e]) => ({
      id,
      file: e.filename!,
      name: e.exportedName!,
      pages: Object.keys(e.workers)
        .map(pagePath)
        .filter((p): p is string => p !== null)
        .sort(byStaticFirst),
    }));
}

/** The build's id of `file#export`, and a page that uses it (one without a dynamic segment when there is one). */
export function actionRef(key: string): { id: string; page: string } {
  const [file, name] = key.split("#");
  const found = builtActions().find((a) => a.file === file && a.name === name);
  if (!found) throw new Error(`${key} is not in the build's server-reference-manifest.json (no page uses it?)`);
  if (!found.pages[0]) throw new Error(`${key} is used by no page`);
  return { id: found.id, page: found.pages[0] };
}

/** The exports of every `actions.ts` file marked "use server" under app/, lib/ and components/, as `file#export`. */
export function declaredActions(): string[] {
  const keys: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "actions.ts") {
        const source = readFileSync(full, "utf8");
        if (!/^\s*["']use server["']/.test(source)) continue;
        const file = path.relative(process.cwd(), full).split(path.sep).join("/");
        for (const m of source.matchAll(/^export async function (\w+)/gm)) keys.push(`${file}#${m[1]}`);
      }
    }
  };
  for (const root of ["app", "lib", "components"]) walk(path.join(process.cwd(), root));
  return keys.sort();
}

/**
 * Calls a form action the way React does from the browser: `(previousState, formData)` encoded as a
 * React reply (the root model in field "0", the FormData "$K1" as fields prefixed "_1_"). `origin` is the
 * Origin header: the site's own unless given ("" sends none).
 */
export async function callAction(
  request: APIRequestContext,
  ref: { id: string; page: string },
  fields: Record<string, string> = {},
  opts: { origin?: string; headers?: Record<string, string> } = {},
): Promise<APIResponse> {
  // The form's fields first and the root model last, as the browser sends them: the server reads the
  // stream in order, and "$K1" takes the fields that arrived before it.
  const multipart = new FormData();
  for (const [name, value] of Object.entries(fields)) multipart.append(`_1_${name}`, value);
  multipart.append("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  const headers: Record<string, string> = { "next-action": ref.id, accept: "text/x-component", ...opts.headers };
  if (opts.origin !== "") headers.origin = opts.origin ?? SITE_ORIGIN;
  return request.post(ref.page, { multipart, headers, maxRedirects: 0 });
}

/** Where a fetch action was sent by redirect() (Next answers 200 with `x-action-redirect`), or by the proxy (307). */
export function redirectedTo(res: APIResponse): string | null {
  const header = res.headers()["x-action-redirect"];
  if (header) return header.split(";")[0] ?? null;
  if (res.status() >= 300 && res.status() < 400) return new URL(res.headers()["location"] ?? "/", "http://x").pathname;
  return null;
}
