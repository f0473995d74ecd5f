import {
  ALL_CATEGORIES_TITLE,
  articlesInCategory,
  categorySlug,
  DEFAULT_CATEGORY_ICON,
  getCategoryBySlug,
  type ArticleSummary,
} from "@/content";

/** What /ai-insights/category/{category} shows (public-site.md §2). */
export interface CategoryView {
  slug: string;
  title: string;
  icon: string;
  articles: ArticleSummary[];
  /** One of the six categories (or All); unknown slugs are rendered but not indexed. */
  known: boolean;
}

/** Slugs we render at all: lowercase letters, digits and hyphens, at most 60 characters. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 60;

export function normalizeCategorySlug(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Keep the raw text; the pattern check below rejects it.
  }
  const slug = categorySlug(decoded);
  return slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug) ? slug : null;
}

/** "life-insurance" → "Life Insurance" (title for an unknown category). */
export function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * No category (or "all") → All articles. A known slug → its name, icon and articles. An unknown slug →
 * a title made from the slug, the default icon and no articles ("No articles found in this category.").
 * Returns null for text that is not a slug at all (the route answers 404).
 */
export function categoryView(raw?: string | null): CategoryView | null {
  if (raw === undefined || raw === null || raw === "" || raw.toLowerCase() === "all") {
    return { slug: "all", title: ALL_CATEGORIES_TITLE, icon: DEFAULT_CATEGORY_ICON, articles: articlesInCategory(null), known: true };
  }
  const slug = normalizeCategorySlug(raw);
  if (!slug) return null;
  const category = getCategoryBySlug(slug);
  if (!category) return { slug, title: titleFromSlug(slug), icon: DEFAULT_CATEGORY_ICON, articles: [], known: false };
  return { slug: category.slug, title: category.name, icon: category.icon, articles: articlesInCategory(category.slug), known: true };
}
