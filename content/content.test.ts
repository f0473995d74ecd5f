import { describe, expect, it } from "vitest";
import * as lucide from "lucide-react";
import { COPY_BLOCK_KINDS, type ContentSection } from "./types";
import {
  SITE_MERGE_FIELDS,
  TEMPLATE_MERGE_FIELDS,
  applyMergeFields,
  mergeFieldsIn,
} from "./merge-fields";
import { DEFAULT_CATEGORY_ICON, categories, categorySlug, getCategoryBySlug } from "./categories";
import {
  articleSummaries,
  articles,
  articlesInCategory,
  copyBlockText,
  featuredArticle,
  getArticle,
  latestArticles,
} from "./articles";
import { PREMIUM_HUB_VISIBLE, premiumLibrary } from "./premium-library";
import {
  PACKAGE_PREVIEW_LENGTHS,
  emailSequences,
  landingPages,
  marketingPackagesCopy,
  phoneScripts,
  socialPosts,
} from "./marketing-packages";
import { economicOpportunities } from "./economic-opportunities";
import { faqItems } from "./faq";
import { testimonials } from "./testimonials";
import { privacyPolicy, tcpaCompliance, termsOfService } from "./legal";
import { planCopy } from "./plans";
import {
  aboutCopy,
  contactCopy,
  footerCopy,
  homeCopy,
  insightsCopy,
  servicesCopy,
  successStoriesCopy,
} from "./marketing-copy";

/** Every string inside a value, depth-first. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

function wordCount(sections: ContentSection[]): number {
  return sections
    .flatMap((section) => [...section.paragraphs, ...(section.bullets ?? [])])
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Fields of `value` whose names are keys of a merge-field family. */
const siteFields = new Set(Object.keys(SITE_MERGE_FIELDS));
const templateFields = new Set(Object.keys(TEMPLATE_MERGE_FIELDS));

const siteCopy: unknown[] = [
  articles.map(({ copyBlocks: _blocks, ...rest }) => rest),
  categories,
  premiumLibrary,
  economicOpportunities,
  faqItems,
  testimonials,
  privacyPolicy,
  termsOfService,
  tcpaCompliance,
  planCopy,
  homeCopy,
  aboutCopy,
  servicesCopy,
  successStoriesCopy,
  contactCopy,
  { ...insightsCopy, article: { ...insightsCopy.article, mergeFieldNote: "" } },
  footerCopy,
  marketingPackagesCopy,
];

const templateCopy: unknown[] = [
  articles.map((article) => article.copyBlocks),
  socialPosts,
  emailSequences,
  landingPages,
  phoneScripts,
];

describe("articles", () => {
  it("has seven articles with ids 1 to 7", () => {
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(articleSummaries).toHaveLength(7);
  });

  it("gives every article each of the seven copy-block kinds exactly once, in order", () => {
    for (const article of articles) {
      expect(article.copyBlocks.map((block) => block.kind)).toEqual([...COPY_BLOCK_KINDS]);
      for (const block of article.copyBlocks) {
        expect(block.name.length).toBeGreaterThan(5);
        expect(block.text.length).toBeGreaterThan(400);
        if (block.kind === "welcome-email" || block.kind === "follow-up-email") {
          expect(block.subject.length).toBeGreaterThan(10);
          expect(block.text).toContain("{{unsubscribe_link}}");
          expect(copyBlockText(block).startsWith(`Subject: ${block.subject}\n\n`)).toBe(true);
        } else {
          expect(copyBlockText(block)).toBe(block.text);
        }
      }
    }
    const ids = articles.flatMap((article) => article.copyBlocks.map((block) => block.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has substantive bodies of 600 to 1000 words in several sections", () => {
    for (const article of articles) {
      expect(article.body.length).toBeGreaterThanOrEqual(4);
      const words = wordCount(article.body);
      expect(words, `article ${article.id}`).toBeGreaterThanOrEqual(600);
      expect(words, `article ${article.id}`).toBeLessThanOrEqual(1000);
      expect(article.keyTakeaways.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("has well-formed card fields", () => {
    for (const article of articleSummaries) {
      expect(article.date).toMatch(/^202[45]-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
      expect(article.readTime).toMatch(/^\d+ min read$/);
      expect(article.image).toMatch(/^\/images\/[a-z0-9/-]+\.(jpg|png|webp)$/);
      expect(article.author).toMatch(/^\S+ \S+/);
      expect(article.authorRole.length).toBeGreaterThan(3);
      expect(article.excerpt.length).toBeGreaterThan(80);
      expect(article).not.toHaveProperty("body");
    }
  });

  it("spreads the articles over all six categories and features exactly one", () => {
    expect(new Set(articles.map((article) => article.category))).toEqual(
      new Set(categories.map((category) => category.name)),
    );
    expect(articles.filter((article) => article.featured)).toHaveLength(1);
    expect(featuredArticle.id).toBe(1);
  });

  it("falls back to article 1 for unknown or missing ids", () => {
    expect(getArticle(3).id).toBe(3);
    expect(getArticle("7").id).toBe(7);
    expect(getArticle(99).id).toBe(1);
    expect(getArticle(0).id).toBe(1);
    expect(getArticle("abc").id).toBe(1);
    expect(getArticle("").id).toBe(1);
    expect(getArticle(undefined).id).toBe(1);
    expect(getArticle(null).id).toBe(1);
  });

  it("lists the six latest articles and filters by category slug", () => {
    const latest = latestArticles();
    expect(latest).toHaveLength(6);
    expect([...latest].sort((a, b) => b.date.localeCompare(a.date))).toEqual(latest);
    expect(articlesInCategory("sales-scripts").map((article) => article.id)).toEqual([2, 7]);
    expect(articlesInCategory(undefined)).toHaveLength(7);
    expect(articlesInCategory("no-such-category")).toEqual([]);
  });
});

describe("categories", () => {
  it("has the spec's six names and counts", () => {
    expect(categories.map((category) => [category.name, category.count])).toEqual([
      ["AI Technology", 18],
      ["Sales Scripts", 24],
      ["Marketing Tools", 31],
      ["Product Updates", 12],
      ["Strategy", 22],
      ["Compliance", 15],
    ]);
  });

  it("maps names to slugs by lowercasing and hyphenating", () => {
    expect(categorySlug("AI Technology")).toBe("ai-technology");
    expect(categorySlug("Product Updates")).toBe("product-updates");
    for (const category of categories) expect(category.slug).toBe(categorySlug(category.name));
    expect(getCategoryBySlug("marketing-tools")?.name).toBe("Marketing Tools");
    expect(getCategoryBySlug("Sales%20Scripts")?.name).toBe("Sales Scripts");
    expect(getCategoryBySlug("%E0%A4%A")).toBeUndefined();
  });
});

describe("premium library", () => {
  it("has eight items, of which the hub shows six", () => {
    expect(premiumLibrary).toHaveLength(8);
    expect(PREMIUM_HUB_VISIBLE).toBe(6);
    expect(new Set(premiumLibrary.map((item) => item.id)).size).toBe(8);
    for (const item of premiumLibrary) {
      expect(item.description.length).toBeGreaterThan(100);
      expect(item.format.length).toBeGreaterThan(5);
    }
  });
});

describe("marketing packages", () => {
  it("has 5 social posts, 3 e-mails, 2 landing pages and 4 phone scripts", () => {
    expect(socialPosts).toHaveLength(5);
    expect(emailSequences).toHaveLength(3);
    expect(landingPages).toHaveLength(2);
    expect(phoneScripts).toHaveLength(4);
  });

  it("makes every text longer than its preview, so previews are truncated", () => {
    expect(PACKAGE_PREVIEW_LENGTHS).toEqual({ default: 150, social: 100, email: 200, landing: 300, script: 150 });
    for (const post of socialPosts) expect(post.text.length).toBeGreaterThan(PACKAGE_PREVIEW_LENGTHS.social);
    for (const email of emailSequences) {
      expect(email.subject.length).toBeGreaterThan(5);
      expect(email.body.length).toBeGreaterThan(PACKAGE_PREVIEW_LENGTHS.email);
    }
    for (const page of landingPages) {
      expect(page.headline.length).toBeGreaterThan(10);
      expect(page.subheadline.length).toBeGreaterThan(20);
      expect(page.body.length).toBeGreaterThan(PACKAGE_PREVIEW_LENGTHS.landing);
    }
    for (const script of phoneScripts) expect(script.text.length).toBeGreaterThan(PACKAGE_PREVIEW_LENGTHS.script);
  });
});

describe("economic opportunities", () => {
  it("is a long-form article of roughly 1500 words", () => {
    const words = wordCount(economicOpportunities.sections);
    expect(words).toBeGreaterThanOrEqual(1300);
    expect(words).toBeLessThanOrEqual(2000);
    expect(economicOpportunities.sections.length).toBeGreaterThanOrEqual(6);
  });
});

describe("contact page content", () => {
  it("has six FAQ items consistent with the public promises", () => {
    expect(faqItems).toHaveLength(6);
    const all = faqItems.map((item) => item.answer).join(" ");
    for (const promise of ["24-48 hours", "within 48 hours", "30-day money-back", "95%+", "within 24 hours", "Mon-Fri 8AM-6PM CST", "Saturday 9AM-2PM", "31 days"]) {
      expect(all).toContain(promise);
    }
  });

  it("shows the business hours exactly", () => {
    expect(contactCopy.details.hours).toEqual(["Mon-Fri 8AM-6PM CST", "Saturday 9AM-2PM", "Sunday closed"]);
  });
});

describe("testimonials", () => {
  it("has two five-star testimonials from Texas cities", () => {
    expect(testimonials).toHaveLength(2);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.city).toMatch(/, TX$/);
      expect(testimonial.quote.length).toBeGreaterThan(100);
    }
  });
});

describe("legal pages", () => {
  it("has a privacy policy with exactly ten sections, effective January 9, 2025", () => {
    expect(privacyPolicy.sections).toHaveLength(10);
    expect(privacyPolicy.dateLine).toBe("Effective January 9, 2025");
    expect(privacyPolicy.date).toBe("2025-01-09");
    expect(stringsIn(privacyPolicy).join(" ")).toContain("under 18");
  });

  it("has terms of service with exactly six sections, last updated December 1, 2024", () => {
    expect(termsOfService.sections).toHaveLength(6);
    expect(termsOfService.dateLine).toBe("Last updated December 1, 2024");
    const all = stringsIn(termsOfService).join(" ");
    for (const term of ["licensed in Texas", "18 years old", "authority", "48 hours", "30-day money-back", "monthly or annually, in advance"]) {
      expect(all).toContain(term);
    }
  });

  it("has TCPA sections on consent, documentation, do-not-call scrubbing, agent training and revocation", () => {
    const headings = tcpaCompliance.sections.map((section) => section.heading.toLowerCase());
    for (const topic of ["consent", "documentation", "do-not-call", "training", "revocation"]) {
      expect(headings.some((heading) => heading.includes(topic)), topic).toBe(true);
    }
  });
});

describe("plans and marketing copy", () => {
  it("has three plan cards with the spec's volumes, bands and ROI", () => {
    expect(planCopy.map((plan) => plan.name)).toEqual(["Starter", "Growth", "Premium"]);
    expect(planCopy.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Growth"]);
    const [starter, growth, premium] = planCopy;
    expect(starter?.subtitle).toContain("25+");
    expect(growth?.subtitle).toContain("50+");
    expect(premium?.subtitle).toContain("100+");
    expect(starter?.idealFor).toContain("$10K-$50K");
    expect(growth?.idealFor).toContain("$50K-$150K");
    expect(premium?.idealFor).toContain("$150K+");
    expect(starter?.roi).toContain("250-300%");
    expect(growth?.roi).toContain("350-450%");
    expect(premium?.roi).toContain("400-600%");
  });

  it("uses the spec's numbers", () => {
    expect(homeCopy.stats.map((stat) => stat.value)).toEqual(["500+", "4.9/5", "50,000+"]);
    expect(homeCopy.consumerStats.map((stat) => stat.value)).toEqual(["Up to 40%", "$847"]);
    expect(homeCopy.features).toHaveLength(3);
    expect(homeCopy.solutions.cards.map((card) => card.id)).toEqual(["home", "auto", "life"]);
    expect(successStoriesCopy.stats.map((stat) => stat.value)).toEqual(["95%", "40%", "500+", "24hrs"]);
    expect(aboutCopy.approach.steps).toHaveLength(4);
    expect(servicesCopy.technologyStack.cards.map((card) => card.title)).toEqual([
      "Script Templates",
      "Marketing Automation",
      "Growth Analytics",
    ]);
    const tools = servicesCopy.templatesAndTools.cards;
    expect(tools).toHaveLength(6);
    expect(tools.filter((card) => "badge" in card && card.badge === "COMING SOON").map((card) => card.id)).toEqual([
      "performance-tracking",
    ]);
    for (const card of tools) expect(card.href).toBe("/ai-insights");
    const roi = servicesCopy.roiExample;
    expect(roi.leads * (roi.closeRatePercent / 100) * roi.commissionDollars).toBe(roi.monthlyDollars);
    expect(roi.monthlyDollars).toBe(18750);
    expect(insightsCopy.premiumTrial.priceLabel).toContain("$97/month");
    expect(footerCopy.copyright).toContain("2024");
  });
});

describe("text hygiene", () => {
  const everything = stringsIn([...siteCopy, ...templateCopy]);

  it("contains no placeholder text or unexplained bracket fields", () => {
    for (const text of everything) {
      expect(text).not.toMatch(/lorem|ipsum/i);
      expect(text).not.toMatch(/\bTODO\b|\bTBD\b|\bXXX\b|FIXME/);
      expect(text, text.slice(0, 80)).not.toMatch(/\[[^\]]*\]/);
      expect(text).not.toMatch(/\{\{[^}]*$|^[^{]*\}\}/);
    }
  });

  it("uses only site merge fields in site copy", () => {
    for (const text of stringsIn(siteCopy)) {
      for (const field of mergeFieldsIn(text)) expect(siteFields.has(field), `${field} in "${text.slice(0, 60)}"`).toBe(true);
    }
  });

  it("uses only documented template merge fields in templates", () => {
    for (const text of stringsIn(templateCopy)) {
      for (const field of mergeFieldsIn(text)) expect(templateFields.has(field), `${field} in "${text.slice(0, 60)}"`).toBe(true);
    }
  });

  it("names only icons that lucide-react exports", () => {
    const icons = [
      DEFAULT_CATEGORY_ICON,
      ...categories.map((category) => category.icon),
      ...premiumLibrary.map((item) => item.icon),
      ...homeCopy.features.map((card) => card.icon),
      ...homeCopy.solutions.cards.map((card) => card.icon),
      ...aboutCopy.approach.steps.map((card) => card.icon),
      ...servicesCopy.technologyStack.cards.map((card) => card.icon),
      ...servicesCopy.templatesAndTools.cards.map((card) => card.icon),
      ...servicesCopy.guarantees.items.map((card) => card.icon),
    ];
    const exported = lucide as unknown as Record<string, unknown>;
    for (const icon of icons) expect(exported[icon], icon).toBeDefined();
  });
});

describe("merge fields", () => {
  it("replaces only the fields it is given", () => {
    expect(applyMergeFields("Call {{company}} at {{company_phone}}, {{first_name}}.", { company: "Acme" })).toBe(
      "Call Acme at {{company_phone}}, {{first_name}}.",
    );
    expect(mergeFieldsIn("{{a_b}} and {{ c }} and {{a_b}}")).toEqual(["a_b", "c"]);
  });
});
