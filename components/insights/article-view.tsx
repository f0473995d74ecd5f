import { Link } from "@/components/ui/link";
import { ArrowLeftIcon } from "@/components/icons/arrow-left";
import { CheckCircle2Icon } from "@/components/icons/circle-check";
import { LockIcon } from "@/components/icons/lock";
import { categorySlug, insightsCopy, type Article } from "@/content";
import { Badge, badgeVariants } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CallLink } from "@/components/marketing/call-link";
import { ProseSections } from "@/components/marketing/prose-sections";
import { ArticleCopyBlocks } from "@/components/insights/article-copy-blocks";
import { ArticleMeta } from "@/components/insights/article-meta";
import { PREMIUM_CHECKOUT_HREF } from "@/lib/constants";
import { siteText } from "@/lib/content/site-text";
import { cn } from "@/lib/utils";

/** /blog/{id}: back link, category badge, title, author, date, read time, body, copy blocks, call to action. */
export function ArticleView({ article }: { article: Article }) {
  const copy = insightsCopy.article;
  const cta = copy.callToAction;
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <Link href="/ai-insights" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {copy.backLabel}
      </Link>
      <header className="mt-6 max-w-3xl">
        <div className="flex flex-wrap gap-2">
          <Link
            href={`/ai-insights/category/${categorySlug(article.category)}`}
            className={cn(badgeVariants({ variant: "secondary" }), "hover:underline")}
          >
            {article.category}
          </Link>
          {article.isPremium && (
            <Badge variant="warning">
              <LockIcon aria-hidden="true" />
              Premium
            </Badge>
          )}
        </div>
        <h1 className="mt-4 text-balance text-4xl font-bold tracking-tight">{article.title}</h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">{article.excerpt}</p>
        <ArticleMeta article={article} withRole className="mt-6" />
      </header>

      {article.isPremium && (
        <aside className="mt-8 flex max-w-3xl flex-wrap items-center justify-between gap-4 rounded-xl border border-warning/40 bg-amber-50 p-5">
          <p className="flex items-center gap-2 font-medium">
            <LockIcon aria-hidden="true" className="size-4" />
            Premium article: the scripts and templates below need a subscription.
          </p>
          <Button asChild size="sm">
            <Link href={PREMIUM_CHECKOUT_HREF}>Upgrade to Premium</Link>
          </Button>
        </aside>
      )}

      <div className="mt-10 max-w-3xl">
        <ProseSections sections={article.body} />
        <aside aria-labelledby="takeaways-title" className="mt-10 rounded-xl border bg-muted/60 p-6">
          <h2 id="takeaways-title" className="text-xl font-bold">
            Key Takeaways
          </h2>
          <ul className="mt-4 space-y-2">
            {article.keyTakeaways.map((t) => (
              <li key={t.slice(0, 40)} className="flex gap-2">
                <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{siteText(t)}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <div className="mt-16">
        <ArticleCopyBlocks article={article} />
      </div>

      <section aria-labelledby="article-cta-title" className="mt-16 rounded-2xl bg-primary p-8 text-center text-primary-foreground sm:p-12">
        <h2 id="article-cta-title" className="text-balance text-3xl font-bold tracking-tight">
          {cta.headline}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-primary-foreground/90">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CallLink
            label={siteText(cta.callLabel)}
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          />
          <Button asChild size="lg" variant="secondary">
            <Link href={cta.contactCta.href}>{cta.contactCta.label}</Link>
          </Button>
        </div>
      </section>
    </article>
  );
}
