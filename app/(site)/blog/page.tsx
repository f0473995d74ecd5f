import type { Metadata } from "next";
import { ArticleView } from "@/components/insights/article-view";
import { JsonLd } from "@/components/seo/json-ld";
import { articleForRoute } from "@/lib/content/article-route";
import { pageMetadata } from "@/lib/seo/metadata";
import { articleJsonLd, fromArticle } from "@/lib/seo/structured-data";

/** /blog without an id shows article 1 (spec §2: a missing id falls back to article 1). */
export function generateMetadata(): Metadata {
  const { article, path } = articleForRoute(undefined);
  return pageMetadata({
    title: article.title,
    description: article.excerpt,
    path,
    article: { publishedTime: article.date, authors: [article.author], section: article.category },
  });
}

export default function BlogIndexPage() {
  const { article, path } = articleForRoute(undefined);
  return (
    <>
      <JsonLd data={articleJsonLd(fromArticle(article), path)} />
      <ArticleView article={article} />
    </>
  );
}
