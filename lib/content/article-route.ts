import { articles, getArticle, type Article } from "@/content";

/**
 * /blog/{id}: ids 1 to 7 are articles; an unknown or missing id shows article 1 (spec §2). The
 * canonical URL is always the article's own, so the fallback never creates duplicate content.
 */
export function articleForRoute(id: string | undefined): { article: Article; path: string } {
  const article = getArticle(id);
  return { article, path: `/blog/${article.id}` };
}

export const ARTICLE_IDS = articles.map((a) => String(a.id));
