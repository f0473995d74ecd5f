import type { Metadata } from "next";
import { ArticleView } from "@/components/insights/article-view";
import { JsonLd } from "@/components/seo/json-ld";
import { ARTICLE_IDS, articleForRoute } from "@/lib/content/article-route";
import { pageMetadata } from "@/lib/seo/metadata";
import { articleJsonLd, breadcrumbJsonLd, fromArticle } from "@/lib/seo/structured-data";
import { categorySlug } from "@/content";

type Props = { params: Promise<{ id: string }> };

/** Articles 1–7 are prerendered; any other id renders article 1 (once, then cached). */
export function generateStaticParams() {
  return ARTICLE_IDS.map((id) => ({ id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { article, path } = articleForRoute((await params).id);
  return pageMetadata({
    title: article.title,
    description: article.excerpt,
    path,
    article: { publishedTime: article.date, authors: [article.author], section: article.category },
  });
}

export default async function BlogArticlePage({ params }: Props) {
  const { article, path } = articleForRoute((await params).id);
  return (
    <>
      <JsonLd data={articleJsonLd(fromArticle(article), path)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Industry Insights", path: "/ai-insights" },
          { name: article.category, path: `/ai-insights/category/${categorySlug(article.category)}` },
          { name: article.title, path },
        ])}
      />
      <ArticleView article={article} />
    </>
  );
}
