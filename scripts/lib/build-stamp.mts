/**
 * Decides whether the production build is stale: a fingerprint of every source file's path, size
 * and modification time, plus the configuration baked into prerendered pages: the site's name, URL and
 * contact details (lib/site.ts), which the marketing pages print. NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is
 * read at run time (lib/env.ts), so changing it needs a restart, not a build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const DIRS = ["app", "components", "content", "lib", "public", "prisma"];
const FILES = ["package.json", "package-lock.json", "next.config.ts", "tsconfig.json", "postcss.config.mjs", "proxy.ts"];
const SKIP = new Set(["node_modules", "generated", "migrations"]);
/** Environment values the prerendered HTML contains. */
const BAKED_INTO_PAGES = ["SITE_NAME", "SITE_URL", "CONTACT_PHONE", "CONTACT_EMAIL"];

export function sourceFingerprint(root = process.cwd()): string {
  const hash = createHash("sha256");
  const visit = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    const st = statSync(abs);
    if (st.isDirectory()) {
      for (const name of readdirSync(abs).sort()) if (!SKIP.has(name) && !name.endsWith(".test.ts")) visit(path.join(rel, name));
    } else {
      hash.update(`${rel}\0${st.size}\0${st.mtimeMs}\n`);
    }
  };
  for (const d of DIRS) visit(d);
  for (const f of FILES) visit(f);
  for (const k of BAKED_INTO_PAGES) hash.update(`${k}=${process.env[k] ?? ""}\n`);
  return hash.digest("hex");
}

const stampFile = (distDir: string) => path.join(distDir, "source-fingerprint");

export function buildIsFresh(distDir: string, fingerprint: string): boolean {
  const file = stampFile(distDir);
  return existsSync(path.join(distDir, "BUILD_ID")) && existsSync(file) && readFileSync(file, "utf8") === fingerprint;
}

export function markBuilt(distDir: string, fingerprint: string): void {
  writeFileSync(stampFile(distDir), fingerprint);
}
