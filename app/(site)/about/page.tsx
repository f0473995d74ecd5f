import { Link } from "@/components/ui/link";
import type { Metadata } from "next";
import { CheckCircle2Icon } from "@/components/icons/circle-check";
import { aboutCopy } from "@/content";
import { Button } from "@/components/ui/button";
import { FeatureCard } from "@/components/marketing/feature-card";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { JsonLd } from "@/components/seo/json-ld";
import { siteText } from "@/lib/content/site-text";
import { pageMetadata } from "@/lib/seo/metadata";
import { organizationJsonLd } from "@/lib/seo/structured-data";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: "About Us", description: aboutCopy.hero.subtitle, path: "/about" });
}

export default function AboutPage() {
  const { hero, story, mission, approach, qualityGuarantee, ctas } = aboutCopy;
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero title={siteText(hero.title)} subtitle={hero.subtitle} />

      <Section id="story">
        <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 className="text-3xl font-bold tracking-tight">{story.title}</h2>
            <div className="mt-6 space-y-4 text-base leading-7 text-foreground/90">
              {story.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{siteText(p)}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="mission-title" className="rounded-2xl bg-primary p-8 text-primary-foreground lg:col-span-2">
            <h2 id="mission-title" className="text-2xl font-bold">
              {mission.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed">{mission.text}</p>
          </aside>
        </div>
      </Section>

      <Section id="approach" title={approach.title} muted>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {approach.steps.map((step) => (
            <li key={step.id}>
              <FeatureCard card={step} />
            </li>
          ))}
        </ol>
      </Section>

      <Section id="guarantee" title={qualityGuarantee.title} subtitle={qualityGuarantee.text}>
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {qualityGuarantee.points.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-xl border bg-card p-5 shadow-sm">
              <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <span className="font-medium">{point}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {ctas.map((cta, i) => (
            <Button key={cta.href} asChild size="lg" variant={i === 0 ? "default" : "outline"}>
              <Link href={cta.href}>{cta.label}</Link>
            </Button>
          ))}
        </div>
      </Section>
    </>
  );
}
