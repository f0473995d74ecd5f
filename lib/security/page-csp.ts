import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { hashPolicy, inlineScriptHashes, newNonce, noncePolicy } from "@/lib/security/csp";

/**
 * Which Content-Security-Policy a page request gets (used by proxy.ts, on the Node.js runtime).
 * Nothing runs after `next build`: the build's own manifests say which pages were prerendered, and
 * the prerendered HTML is hashed from the build folder at the first request for it, then kept.
 *
 *  - prerendered pages (○ and ● in the build's route table): hashes of their inline scripts;
 *  - pages of a ● route whose params were not prerendered (/blog/999, a new insights category):
 *    Next renders them once on demand, keeps that render in the build folder and serves it to every
 *    later visitor, so their nonce must stay the same for that path. It is an HMAC of the path
 *    under a secret of the build (the server-only preview key Next generates per build), so it
 *    is the same for every process serving that build and after restarts, changes with the next
 *    build (which also empties Next's cache of those renders), and cannot be known before the
 *    page exists. These pages only ever show our own content;
 *  - every other page route (ƒ): a fresh nonce per response;
 *  - URLs that match no page get the prerendered 404 page's hashes.
 */
export type PagePolicy = { policy: string; nonce: string | null };

type Build = {
  key: string;
  serverApp: string;
  prerendered: Set<string>;
  onDemand: RegExp[];
  pages: { exact: Set<string>; patterns: RegExp[] };
};

let build: Build | null | undefined;
const hashed = new Map<string, string[]>();

function distDir(): string {
  // The same folder next.config.ts builds into; it is read at run time, so it is no input to tracing.
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env["NEXT_DIST_DIR"] || ".next");
}

function loadBuild(): Build | null {
  const dir = distDir();
  try {
    const prerender = JSON.parse(readFileSync(path.join(dir, "prerender-manifest.json"), "utf8")) as {
      routes: Record<string, unknown>;
      dynamicRoutes: Record<string, { routeRegex: string; routeType?: string }>;
      preview?: { previewModeSigningKey?: string };
    };
    const routes = JSON.parse(readFileSync(path.join(dir, "routes-manifest.json"), "utf8")) as {
      staticRoutes: { page: string }[];
      dynamicRoutes: { page: string; regex: string }[];
    };
    return {
      // Falls back to AUTH_SECRET + the build id should a Next version stop writing the preview key.
      key:
        prerender.preview?.previewModeSigningKey ??
        `${process.env["AUTH_SECRET"] ?? randomBytes(32).toString("hex")}\0${readFileSync(path.join(dir, "BUILD_ID"), "utf8").trim()}`,
      serverApp: path.join(dir, "server", "app"),
      prerendered: new Set(Object.keys(prerender.routes)),
      onDemand: Object.values(prerender.dynamicRoutes)
        .filter((r) => (r.routeType ?? "page") === "page")
        .map((r) => new RegExp(r.routeRegex)),
      pages: {
        exact: new Set(routes.staticRoutes.map((r) => r.page)),
        patterns: routes.dynamicRoutes.map((r) => new RegExp(r.regex)),
      },
    };
  } catch {
    // No build to read (should not happen under `next start`): every page gets a fresh nonce.
    return null;
  }
}

/** Hashes of the prerendered HTML of `pathname` (a key of the prerender manifest), or null without one. */
function hashesOf(b: Build, pathname: string): string[] | null {
  const known = hashed.get(pathname);
  if (known) return known;
  let html: string;
  try {
    html = readFileSync(path.join(b.serverApp, `${pathname === "/" ? "/index" : pathname}.html`), "utf8");
  } catch {
    return null;
  }
  const hashes = inlineScriptHashes(html);
  hashed.set(pathname, hashes);
  return hashes;
}

/** The nonce of an on-demand prerendered path: the same for every request, process and restart of this build. */
function stableNonce(b: Build, pathname: string): string {
  return createHmac("sha256", b.key).update(`csp-nonce\0${pathname}`).digest("base64").slice(0, 24);
}

/** One spelling per page: without a trailing slash, percent-escapes decoded (/blog/%39 is /blog/9). */
function canonicalPath(raw: string): string {
  let p = raw.length > 1 && raw.endsWith("/") ? raw.slice(0, -1) : raw;
  try {
    p = p
      .split("/")
      .map((s) => {
        const d = decodeURIComponent(s);
        return d.includes("/") ? s : d;
      })
      .join("/");
  } catch {
    // A malformed escape: Next answers 400 itself; any policy will do.
  }
  return p;
}

export function pagePolicy(rawPathname: string): PagePolicy {
  if (process.env.NODE_ENV === "development") {
    // `next dev` renders every page per request.
    const nonce = newNonce();
    return { policy: noncePolicy(nonce, true), nonce };
  }
  if (build === undefined) build = loadBuild();
  const b = build;
  const pathname = canonicalPath(rawPathname);
  if (b && b.prerendered.has(pathname)) {
    const hashes = hashesOf(b, pathname);
    if (hashes) return { policy: hashPolicy(hashes), nonce: null };
  }
  if (b && b.onDemand.some((r) => r.test(pathname))) {
    const nonce = stableNonce(b, pathname);
    return { policy: noncePolicy(nonce), nonce };
  }
  if (!b || b.pages.exact.has(pathname) || b.pages.patterns.some((r) => r.test(pathname))) {
    const nonce = newNonce();
    return { policy: noncePolicy(nonce), nonce };
  }
  return { policy: hashPolicy(hashesOf(b, "/_not-found") ?? []), nonce: null };
}

/** For tests: forget the build and everything learnt from it. */
export function resetPagePolicies(): void {
  build = undefined;
  hashed.clear();
}
