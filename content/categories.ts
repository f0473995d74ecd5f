import type { Category, CategoryName } from "./types";

/** Lowercase name with spaces replaced by hyphens: "AI Technology" -> "ai-technology". */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** Icon used for an unknown category title (spec: "An unknown category title uses a default icon"). */
export const DEFAULT_CATEGORY_ICON = "BookOpen";

/** Title used on the category page when no category is given. */
export const ALL_CATEGORIES_TITLE = "All";

export const categories: Category[] = [
  {
    name: "AI Technology",
    slug: "ai-technology",
    count: 18,
    icon: "Brain",
    description:
      "How lead scoring, verification and AI-assisted follow-up work, and where they save a Texas agency time.",
  },
  {
    name: "Sales Scripts",
    slug: "sales-scripts",
    count: 24,
    icon: "MessageSquareText",
    description:
      "Word-for-word call scripts for home, auto and life conversations, from first dial to signed application.",
  },
  {
    name: "Marketing Tools",
    slug: "marketing-tools",
    count: 31,
    icon: "Megaphone",
    description:
      "E-mail, social and landing-page templates built for Texas markets, including bilingual campaigns.",
  },
  {
    name: "Product Updates",
    slug: "product-updates",
    count: 12,
    icon: "Sparkles",
    description: "What's new in the lead dashboard, CRM integrations and verification engine.",
  },
  {
    name: "Strategy",
    slug: "strategy",
    count: 22,
    icon: "Target",
    description:
      "Retention, cross-selling and growth plans for agencies facing hail, hurricanes and rising premiums.",
  },
  {
    name: "Compliance",
    slug: "compliance",
    count: 15,
    icon: "ShieldCheck",
    description:
      "Plain-language guidance on TCPA consent, do-not-call scrubbing and advertising rules for agents.",
  },
];

/** Finds a category by its slug (as used in /ai-insights/category/{category}). */
export function getCategoryBySlug(slug: string): Category | undefined {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // Malformed escape sequences: fall back to the raw slug.
  }
  const wanted = categorySlug(decoded);
  return categories.find((category) => category.slug === wanted);
}

/** Finds a category by its exact name. */
export function getCategoryByName(name: string): Category | undefined {
  return categories.find((category) => category.name === name);
}

export function isCategoryName(value: string): value is CategoryName {
  return categories.some((category) => category.name === value);
}
