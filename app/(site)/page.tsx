import { Link } from "@/components/ui/link";
import type { Metadata } from "next";
import { ArrowRightIcon } from "@/components/icons/arrow-right";
import { PhoneIcon } from "@/components/icons/phone";
import { featuredArticle, homeCopy, testimonials, toSummary } from "@/content";
import { Button } from "@/components/ui/button";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureCard } from "@/components/marketing/feature-card";
import { Section } from "@/components/marketing/section";
import { StatGrid } from "@/components/marketing/stat-grid";
import { TestimonialCard } from "@/components/marketing/testimonial-card";
import { FeaturedArticle } from "@/components/insights/featured-article";
import { JsonLd } from "@/components/seo/json-ld";
import { siteText } from "@/lib/content/site-text";
import { pageMetadata } from "@/lib/seo/metadata";
import { organizationJsonLd } from "@/lib/seo/structured-data";
import { siteConfig } from "@/lib/site";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: `${siteConfig().name} | Verified Insurance Leads for Texas Agents`,
    absoluteTitle: true,
    description: homeCopy.hero.subheadline,
    path: "/",
  });
}

export default function HomePage() {
  const { hero, features, solutions, closing } = homeCopy;
  const site = siteConfig();
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <section className="border-b bg-gradient-to-b from-accent/70 via-background to-background">
        <div className="mx-auto max-w-5xl px-4 pb-12 pt-16 text-center sm:px-6 sm:pt-24">
          <p className="mb-4 text-sm font-semibold uppercase tracking-wide text-primary">{hero.eyebrow}</p>
          <h1 className="text-balance text-4xl font-bold tracking-tight sm:text-6xl">{hero.headline}</h1>
          <p className="mx-auto mt-6 max-w-3xl text-pretty text-lg text-muted-foreground">{hero.subheadline}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link href={hero.primaryCta.href}>{hero.primaryCta.label}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={hero.secondaryCta.href}>{hero.secondaryCta.label}</Link>
            </Button>
          </div>
          <p className="mt-6 text-base">
            <a href={site.phoneHref} className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline">
              <PhoneIcon aria-hidden="true" className="size-4" />
              {siteText(hero.phoneLine)}
            </a>
          </p>
          <StatGrid stats={homeCopy.stats} className="mx-auto mt-12 max-w-3xl" />
        </div>
      </section>

      <Section id="why" title="Why Texas Agencies Choose Us">
        <div className="grid gap-6 md:grid-cols-3">
          {features.map((card) => (
            <FeatureCard key={card.id} card={card} />
          ))}
        </div>
      </Section>

      <Section id="solutions" title={solutions.title} subtitle={solutions.subtitle} muted>
        <div className="grid gap-6 md:grid-cols-3">
          {solutions.cards.map((card) => (
            <FeatureCard key={card.id} card={card} linkLabel={solutions.linkLabel} />
          ))}
        </div>
        <StatGrid stats={homeCopy.consumerStats} className="mx-auto mt-10 max-w-2xl sm:grid-cols-2 lg:grid-cols-2" />
      </Section>

      <Section id="featured" title={homeCopy.featuredArticle.title}>
        <FeaturedArticle article={toSummary(featuredArticle)} linkLabel={homeCopy.featuredArticle.linkLabel} />
      </Section>

      <Section id="testimonials" title={homeCopy.testimonials.title} muted>
        <div className="grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <TestimonialCard key={t.id} testimonial={t} />
          ))}
        </div>
        <p className="mt-8 text-center">
          <Link
            href={homeCopy.testimonials.href}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            {homeCopy.testimonials.linkLabel}
            <ArrowRightIcon aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>

      <CtaBand headline={closing.headline} text={closing.text} primary={closing.primaryCta} secondary={closing.secondaryCta} />
    </>
  );
}
