import type { Article, ArticleSummary, CopyBlock } from "../types";
import { categorySlug } from "../categories";
import { article1 } from "./article-1-renewal-rate-shock";
import { article2 } from "./article-2-hurricane-season-scripts";
import { article3 } from "./article-3-ai-verified-auto-leads";
import { article4 } from "./article-4-tcpa-consent-checklist";
import { article5 } from "./article-5-bilingual-marketing";
import { article6 } from "./article-6-dashboard-product-update";
import { article7 } from "./article-7-life-insurance-cross-sell";

/** All seven articles, ids 1 to 7, in id order. */
export const articles: Article[] = [article1, article2, article3, article4, article5, article6, article7];

/** The article that never fails to resolve: unknown or missing ids fall back to it (spec: /blog/{id}). */
export const DEFAULT_ARTICLE_ID = 1;

/**
 * Looks up an article by id. Accepts the raw route parameter; an unknown, missing or malformed id
 * falls back to article 1.
 */
export function getArticle(id: number | string | null | undefined): Article {
  const numeric = typeof id === "number" ? id : Number.parseInt(String(id ?? ""), 10);
  const found = articles.find((article) => article.id === numeric);
  return found ?? (articles.find((article) => article.id === DEFAULT_ARTICLE_ID) as Article);
}

/** Card data only (no body, no copy blocks), for lists and cards. */
export function toSummary(article: Article): ArticleSummary {
  const summary: ArticleSummary = {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    author: article.author,
    authorRole: article.authorRole,
    date: article.date,
    readTime: article.readTime,
    category: article.category,
    image: article.image,
    imageAlt: article.imageAlt,
  };
  if (article.featured !== undefined) summary.featured = article.featured;
  if (article.isPremium !== undefined) summary.isPremium = article.isPremium;
  return summary;
}

export const articleSummaries: ArticleSummary[] = articles.map(toSummary);

/** The featured article (shown on Home and at the top of the insights hub). */
export const featuredArticle: Article = articles.find((article) => article.featured === true) ?? getArticle(1);

/** Newest first, by ISO date. */
export function latestArticles(limit = 6): ArticleSummary[] {
  return [...articleSummaries].sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit);
}

/** Articles in a category given by its slug ("sales-scripts"); no slug or "all" means every article. */
export function articlesInCategory(slug?: string | null): ArticleSummary[] {
  if (!slug || slug === "all") return articleSummaries;
  return articleSummaries.filter((article) => categorySlug(article.category) === slug);
}

/** The text a Copy button puts on the clipboard: e-mails get their subject line on top. */
export function copyBlockText(block: CopyBlock): string {
  return block.kind === "welcome-email" || block.kind === "follow-up-email"
    ? `Subject: ${block.subject}\n\n${block.text}`
    : block.text;
}
