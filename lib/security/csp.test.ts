import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPolicy, inlineScriptHashes, noncePolicy } from "@/lib/security/csp";
import { pagePolicy, resetPagePolicies } from "@/lib/security/page-csp";

const sha = (s: string) => `sha256-${createHash("sha256").update(s, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes each runnable inline script once, byte for byte, and skips external scripts and data blocks", () => {
    const a = "(self.__next_f=self.__next_f||[]).push([0])";
    const b = 'self.__next_f.push([1,"café \\u003c/script>"])';
    const html = [
      `<script src="/_next/static/chunks/x.js" async=""></script>`,
      `<script>${a}</script>`,
      `<script id="_R_">${b}</script>`,
      `<script>${a}</script>`,
      `<script type="application/ld+json">{"@type":"Article"}</script>`,
      `<script type="module">import "/m.js"</script>`,
      `<SCRIPT nonce="abc">x=1</SCRIPT >`,
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha(b), sha('import "/m.js"'), sha("x=1")]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes("<html><body><script src='/a.js'></script></body></html>")).toEqual([]);
  });
});

describe("policies", () => {
  it("never allow inline scripts by default, plugins, <base> or framing", () => {
    for (const p of [noncePolicy("bm9uY2U="), hashPolicy([sha("x")])]) {
      const script = p.split("; ").find((d) => d.startsWith("script-src "))!;
      expect(script).not.toContain("'unsafe-inline'");
      expect(script).not.toContain("'unsafe-eval'");
      expect(script).toContain("https://js.stripe.com");
      expect(script).toContain("https://www.paypal.com");
      for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(p).toContain(d);
    }
    expect(noncePolicy("bm9uY2U=")).toMatch(/script-src 'nonce-bm9uY2U=' 'strict-dynamic'/);
    // Next's chunk tags in prerendered HTML carry no nonce: no 'strict-dynamic' there, or they would be blocked.
    expect(hashPolicy([sha("x")])).not.toContain("'strict-dynamic'");
  });
});

describe("pagePolicy against a build folder", () => {
  let dir: string;
  let cwd: string;
  const home = "(self.__next_f=self.__next_f||[]).push([0])";
  const notFound = "self.__next_f.push([1,\"404\"])";
  const manifest = () => ({
    routes: { "/": {}, "/blog/1": {}, "/_not-found": {} },
    dynamicRoutes: { "/blog/[id]": { routeRegex: "^/blog/([^/]+?)(?:/)?$", routeType: "page" } },
    preview: { previewModeSigningKey: "build-secret-1" },
  });

  beforeAll(() => {
    cwd = process.cwd();
    dir = mkdtempSync(path.join(tmpdir(), "csp-build-"));
    const dist = path.join(dir, ".next-x");
    mkdirSync(path.join(dist, "server", "app", "blog"), { recursive: true });
    writeFileSync(path.join(dist, "BUILD_ID"), "build-1\n");
    writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify(manifest()));
    writeFileSync(
      path.join(dist, "routes-manifest.json"),
      JSON.stringify({ staticRoutes: [{ page: "/" }, { page: "/crm" }], dynamicRoutes: [{ page: "/crm/accounts/[id]", regex: "^/crm/accounts/([^/]+?)(?:/)?$" }] }),
    );
    writeFileSync(path.join(dist, "server", "app", "index.html"), `<script>${home}</script><script src="/a.js"></script>`);
    writeFileSync(path.join(dist, "server", "app", "blog", "1.html"), `<script>one()</script>`);
    writeFileSync(path.join(dist, "server", "app", "_not-found.html"), `<script>${notFound}</script>`);
    process.chdir(dir);
    process.env.NEXT_DIST_DIR = ".next-x";
    resetPagePolicies();
  });

  afterAll(() => {
    process.chdir(cwd);
    delete process.env.NEXT_DIST_DIR;
    resetPagePolicies();
    rmSync(dir, { recursive: true, force: true });
  });

  it("prerendered pages get their inline scripts' hashes and no nonce", () => {
    expect(pagePolicy("/")).toEqual({ policy: hashPolicy([sha(home)]), nonce: null });
    expect(pagePolicy("/blog/1").policy).toContain(`'${sha("one()")}'`);
  });

  it("pages rendered per request get a fresh nonce each time", () => {
    const a = pagePolicy("/crm");
    const b = pagePolicy("/crm/accounts/12");
    expect(a.nonce).toBeTruthy();
    expect(b.nonce).toBeTruthy();
    expect(a.nonce).not.toBe(b.nonce);
    expect(pagePolicy("/crm").nonce).not.toBe(a.nonce);
    expect(a.policy).toBe(noncePolicy(a.nonce!));
  });

  it("on-demand pages of a prerendered route keep one nonce per path (their render is cached)", () => {
    const first = pagePolicy("/blog/999");
    expect(first.nonce).toBeTruthy();
    expect(pagePolicy("/blog/999").nonce).toBe(first.nonce);
    expect(pagePolicy("/blog/%39%39%39").nonce).toBe(first.nonce);
    expect(pagePolicy("/blog/998").nonce).not.toBe(first.nonce);
    // It depends on the build's secret: nobody else can compute it before the page exists, and the next build changes it.
    writeFileSync(path.join(dir, ".next-x", "prerender-manifest.json"), JSON.stringify({ ...manifest(), preview: { previewModeSigningKey: "build-secret-2" } }));
    resetPagePolicies();
    expect(pagePolicy("/blog/999").nonce).not.toBe(first.nonce);
  });

  it("URLs that match no page get the prerendered 404 page's hashes", () => {
    expect(pagePolicy("/no-such-page")).toEqual({ policy: hashPolicy([sha(notFound)]), nonce: null });
  });
});
