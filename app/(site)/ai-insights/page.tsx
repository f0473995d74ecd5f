import { Link } from "@/components/ui/link";
import type { Metadata } from "next";
import { ArrowRightIcon } from "@/components/icons/arrow-right";
import { UsersIcon } from "@/components/icons/users";
import { categories, featuredArticle, insightsCopy as copy, latestArticles, toSummary } from "@/content";
import { Button } from "@/components/ui/button";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { ArticleCard } from "@/components/insights/article-card";
import { CategoryCard } from "@/components/insights/category-card";
import { FeaturedArticle } from "@/components/insights/featured-article";
import { NewsletterBox } from "@/components/insights/newsletter-box";
import { PremiumLibrary } from "@/components/insights/premium-library";
import { PremiumTrial } from "@/components/insights/premium-trial";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: copy.hero.title, description: copy.hero.subtitle, path: "/ai-insights" });
}

export default function InsightsHubPage() {
  const { hero } = copy;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle}>
        <Button asChild size="lg">
          <a href="#newsletter">{hero.subscribeLabel}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="#categories">{hero.browseLabel}</a>
        </Button>
        <p className="flex w-full items-center justify-center gap-2 text-sm text-muted-foreground">
          <UsersIcon aria-hidden="true" className="size-4" />
          <span>
            <strong className="text-foreground">{hero.subscriberStat.value}</strong> {hero.subscriberStat.label}
          </span>
        </p>
      </PageHero>

      <Section id="featured" title={copy.featuredTitle}>
        <FeaturedArticle article={toSummary(featuredArticle)} linkLabel="Read the Article" />
        <p className="mt-6 text-center">
          <Link
            href="/economic-opportunities"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            Also featured: Texas economic opportunities for insurance agencies
            <ArrowRightIcon aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>

      <Section id="categories" title={copy.categoriesTitle} muted>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.slug}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="latest" title={copy.latestTitle}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {latestArticles(6).map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link href="/ai-insights/category/all" className="font-medium text-primary underline-offset-4 hover:underline">
            Browse All Articles
          </Link>
        </p>
      </Section>

      <Section id="premium-library" title={copy.premiumLibrary.title} subtitle={copy.premiumLibrary.subtitle} muted>
        <PremiumLibrary />
        <p className="mt-6 text-center">
          <Link href="/marketing-packages" className="font-medium text-primary underline-offset-4 hover:underline">
            Preview the Marketing Packages
          </Link>
        </p>
      </Section>

      <PremiumTrial />

      <Section id="newsletter" title={copy.newsletter.title} subtitle={copy.newsletter.text}>
        <NewsletterBox placeholder={copy.newsletter.placeholder} buttonLabel={copy.newsletter.buttonLabel} source="ai-insights" />
      </Section>
    </>
  );
}
