import { Link } from "@/components/ui/link";
import { LockIcon } from "@/components/icons/lock";
import { getCategoryByName, insightsCopy, type ArticleSummary } from "@/content";
import { Badge } from "@/components/ui/badge";
import { ContentIcon } from "@/components/marketing/content-icon";
import { ArticleMeta } from "@/components/insights/article-meta";

/**
 * An article in a list. Linked to /blog/{id}; with `lockPremium`, a premium article shows the
 * subscription notice instead of a link (category pages, spec §2).
 */
export function ArticleCard({
  article,
  lockPremium = false,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  lockPremium?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locked = lockPremium && article.isPremium;
  const icon = getCategoryByName(article.category)?.icon;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div aria-hidden="true" className="flex h-28 items-center justify-center bg-gradient-to-br from-primary/90 to-indigo-800 text-primary-foreground">
        <ContentIcon name={icon} className="size-10 opacity-90" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{article.category}</Badge>
          {article.isPremium && (
            <Badge variant="warning">
              <LockIcon aria-hidden="true" />
              Premium
            </Badge>
          )}
        </div>
        <Heading className="text-lg font-semibold leading-snug">
          {locked ? (
            article.title
          ) : (
            <Link href={`/blog/${article.id}`} className="hover:text-primary hover:underline">
              {article.title}
            </Link>
          )}
        </Heading>
        <p className="flex-1 text-sm text-muted-foreground">{article.excerpt}</p>
        <ArticleMeta article={article} />
        {locked && (
          <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm font-medium">
            <LockIcon aria-hidden="true" className="size-4" />
            {insightsCopy.category.premiumNotice}
          </p>
        )}
      </div>
    </article>
  );
}
