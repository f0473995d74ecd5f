import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  aboutCopy,
  articles,
  contactCopy,
  economicOpportunities,
  homeCopy,
  insightsCopy,
  marketingPackagesCopy,
  privacyPolicy,
  servicesCopy,
  successStoriesCopy,
  tcpaCompliance,
  termsOfService,
} from "@/content";

/** Every public route of public-site.md §2 and its main heading. */
const ROUTES: [string, string | RegExp][] = [
  ["/", homeCopy.hero.headline],
  ["/about", new RegExp(`^${aboutCopy.hero.title.replace("{{company}}", ".+")}$`)],
  ["/services", servicesCopy.hero.headline],
  ["/pricing", servicesCopy.hero.headline],
  ["/marketing-packages", marketingPackagesCopy.title],
  ["/ai-insights", insightsCopy.hero.title],
  ["/ai-insights/category", "All"],
  ["/ai-insights/category/all", "All"],
  ["/ai-insights/category/sales-scripts", "Sales Scripts"],
  ["/economic-opportunities", economicOpportunities.title],
  ["/testimonials", successStoriesCopy.title],
  ["/contact", contactCopy.hero.headline],
  ["/privacy-policy", privacyPolicy.title],
  ["/terms-of-service", termsOfService.title],
  ["/tcpa-compliance", tcpaCompliance.title],
  ["/blog", articles[0]!.title],
  ...articles.map((a): [string, string] => [`/blog/${a.id}`, a.title]),
];

test.describe("public pages", () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} answers 200 with its main heading and no serious accessibility violations`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("h1")).toHaveCount(1);

      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("each page has a title, description, canonical URL, Open Graph and Twitter cards", async ({ page, request }) => {
    await page.goto("/pricing");
    await expect(page).toHaveTitle(new RegExp(servicesCopy.hero.title.replace("&", "&")));
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/services$/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBeTruthy();
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(ogImage).toMatch(/\/opengraph-image/);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");

    const image = await request.get(new URL(ogImage!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    await page.goto("/blog/3");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/blog\/3$/);
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
  });

  test("structured data: agency on home, Article and breadcrumbs on articles, FAQ on contact", async ({ page }) => {
    const types = async (path: string) => {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      return blocks.map((b) => JSON.parse(b) as { "@type": string; address?: { addressLocality: string; addressRegion: string }; mainEntity?: unknown[] });
    };
    const home = await types("/");
    const agency = home.find((d) => d["@type"] === "InsuranceAgency");
    expect(agency?.address).toMatchObject({ addressLocality: "Austin", addressRegion: "TX" });

    const article = await types("/blog/2");
    expect(article.map((d) => d["@type"]).sort()).toEqual(["Article", "BreadcrumbList"]);

    const contact = await types("/contact");
    expect(contact.find((d) => d["@type"] === "FAQPage")?.mainEntity).toHaveLength(6);

    const category = await types("/ai-insights/category/compliance");
    expect(category.map((d) => d["@type"])).toContain("BreadcrumbList");
  });

  test("sitemap.xml lists every public page, category and article", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of ["/", "/about", "/services", "/marketing-packages", "/ai-insights", "/economic-opportunities", "/testimonials", "/contact", "/privacy-policy", "/terms-of-service", "/tcpa-compliance", "/ai-insights/category/all", "/ai-insights/category/ai-technology", "/ai-insights/category/product-updates"]) {
      expect(locs, path).toContain(path);
    }
    for (const a of articles) expect(locs).toContain(`/blog/${a.id}`);
    expect(locs.some((p) => p.startsWith("/crm") || p.startsWith("/api") || p.startsWith("/admin"))).toBe(false);
  });

  test("robots.txt disallows staff, admin, test and API routes and points at the sitemap", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const text = await res.text();
    for (const path of ["/api/", "/crm-dashboard", "/admin", "/admin-dashboard-private", "/alex-admin", "/lead-validation-test", "/crm-stage-test", "/facebook-test"]) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });
});
