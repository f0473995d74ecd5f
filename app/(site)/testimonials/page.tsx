import type { Metadata } from "next";
import { successStoriesCopy, testimonials } from "@/content";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { StatGrid } from "@/components/marketing/stat-grid";
import { TestimonialCard } from "@/components/marketing/testimonial-card";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: successStoriesCopy.title, description: successStoriesCopy.intro, path: "/testimonials" });
}

export default function TestimonialsPage() {
  const { title, intro, stats, closing } = successStoriesCopy;
  return (
    <>
      <PageHero title={title} subtitle={intro} />
      <Section id="results" title="Results Texas Agents Count On">
        <StatGrid stats={stats} />
      </Section>
      <Section id="stories" title="In Their Own Words" muted>
        <div className="grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <TestimonialCard key={t.id} testimonial={t} />
          ))}
        </div>
      </Section>
      <CtaBand headline={closing.headline} text={closing.text} primary={closing.primaryCta} secondary={closing.secondaryCta} />
    </>
  );
}
