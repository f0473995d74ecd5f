import { Link } from "@/components/ui/link";
import { ArrowRightIcon } from "@/components/icons/arrow-right";
import { StarIcon } from "@/components/icons/star";
import type { ArticleSummary } from "@/content";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ArticleMeta } from "@/components/insights/article-meta";

/** The featured article as a wide card (Home and the insights hub). */
export function FeaturedArticle({ article, linkLabel }: { article: ArticleSummary; linkLabel: string }) {
  return (
    <article className="grid overflow-hidden rounded-2xl border bg-card shadow-sm md:grid-cols-5">
      <div
        aria-hidden="true"
        className="flex min-h-40 items-center justify-center bg-gradient-to-br from-primary to-indigo-900 text-primary-foreground md:col-span-2"
      >
        <StarIcon className="size-16 opacity-80" />
      </div>
      <div className="flex flex-col gap-4 p-6 sm:p-8 md:col-span-3">
        <div className="flex flex-wrap gap-2">
          <Badge>Featured</Badge>
          <Badge variant="secondary">{article.category}</Badge>
        </div>
        <h3 className="text-balance text-2xl font-bold leading-tight">{article.title}</h3>
        <p className="text-muted-foreground">{article.excerpt}</p>
        <ArticleMeta article={article} />
        <div>
          <Button asChild>
            <Link href={`/blog/${article.id}`}>
              {linkLabel}
              <span className="sr-only">: {article.title}</span>
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
