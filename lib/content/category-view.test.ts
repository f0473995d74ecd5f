import { describe, expect, it } from "vitest";
import { ALL_CATEGORIES_TITLE, articles, categories, categorySlug, DEFAULT_CATEGORY_ICON } from "@/content";
import { categoryView, normalizeCategorySlug, titleFromSlug } from "./category-view";

describe("category slugs", () => {
  it("are the lowercase name with spaces replaced by hyphens", () => {
    expect(categorySlug("AI Technology")).toBe("ai-technology");
    expect(categorySlug("Sales Scripts")).toBe("sales-scripts");
    expect(categorySlug("  Product   Updates ")).toBe("product-updates");
    expect(categories.map((c) => c.slug)).toEqual(categories.map((c) => c.name.toLowerCase().replace(/ /g, "-")));
  });

  it("normalise encoded and upper-case input, and refuse anything that is not a slug", () => {
    expect(normalizeCategorySlug("Sales%20Scripts")).toBe("sales-scripts");
    expect(normalizeCategorySlug("MARKETING-TOOLS")).toBe("marketing-tools");
    expect(normalizeCategorySlug("<script>")).toBeNull();
    expect(normalizeCategorySlug("a".repeat(61))).toBeNull();
    expect(normalizeCategorySlug("%E0%A4%A")).toBeNull();
    expect(normalizeCategorySlug(undefined)).toBeNull();
  });

  it("turn back into a title for unknown categories", () => {
    expect(titleFromSlug("life-insurance")).toBe("Life Insurance");
    expect(titleFromSlug("x")).toBe("X");
  });
});

describe("categoryView", () => {
  it("shows every article under All when no category is given", () => {
    for (const input of [undefined, null, "", "all", "ALL"]) {
      const view = categoryView(input);
      expect(view?.title).toBe(ALL_CATEGORIES_TITLE);
      expect(view?.articles).toHaveLength(articles.length);
    }
  });

  it("lists a known category's articles under its name and icon", () => {
    const view = categoryView("sales-scripts");
    expect(view).toMatchObject({ title: "Sales Scripts", icon: "MessageSquareText", known: true });
    expect(view?.articles.map((a) => a.id).sort()).toEqual([2, 7]);
    expect(view?.articles.every((a) => a.category === "Sales Scripts")).toBe(true);
  });

  it("gives every one of the six categories at least one article", () => {
    for (const c of categories) expect(categoryView(c.slug)?.articles.length).toBeGreaterThan(0);
  });

  it("uses the default icon and no articles for an unknown category", () => {
    const view = categoryView("life-insurance");
    expect(view).toEqual({ slug: "life-insurance", title: "Life Insurance", icon: DEFAULT_CATEGORY_ICON, articles: [], known: false });
  });

  it("returns null for text that is not a slug", () => {
    expect(categoryView("../../etc")).toBeNull();
  });
});
