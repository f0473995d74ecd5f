import { Link } from "@/components/ui/link";
import { ArrowLeftIcon } from "@/components/icons/arrow-left";
import { insightsCopy } from "@/content";
import { Button } from "@/components/ui/button";
import { ContentIcon } from "@/components/marketing/content-icon";
import { ArticleCard } from "@/components/insights/article-card";
import { JsonLd } from "@/components/seo/json-ld";
import { articleCount } from "@/lib/content/format";
import type { CategoryView } from "@/lib/content/category-view";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

/** Back link, category title with icon, article count and cards (premium ones locked). */
export function CategoryPage({ view }: { view: CategoryView }) {
  const copy = insightsCopy.category;
  const path = `/ai-insights/category/${view.slug}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Industry Insights", path: "/ai-insights" },
          { name: view.title, path },
        ])}
      />
      <Link href="/ai-insights" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {copy.backLabel}
      </Link>
      <header className="mt-6 flex items-center gap-4 border-b pb-8">
        <span className="inline-flex size-14 items-center justify-center rounded-xl bg-accent text-accent-foreground" data-icon={view.icon}>
          <ContentIcon name={view.icon} className="size-7" />
        </span>
        <div>
          <h1 className="text-4xl font-bold tracking-tight">{view.title}</h1>
          <p className="mt-1 text-muted-foreground" data-testid="article-count">
            {articleCount(view.articles.length)}
          </p>
        </div>
      </header>
      {view.articles.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg text-muted-foreground">{copy.emptyText}</p>
          <Button asChild className="mt-6">
            <Link href="/ai-insights/category/all">{copy.browseAllLabel}</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {view.articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} lockPremium headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
