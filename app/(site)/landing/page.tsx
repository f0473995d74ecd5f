import type { Metadata } from "next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LandingBenefits } from "@/components/leads/landing-benefits";
import { LandingForm } from "@/components/leads/landing-form";
import { LandingStats } from "@/components/leads/landing-stats";
import { LandingSubmitted } from "@/components/leads/landing-submitted";
import { LandingThankYou } from "@/components/leads/landing-thank-you";
import { LandingTrustStrip } from "@/components/leads/landing-trust-strip";
import { landingCopy } from "@/content/lead-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: "Free Marketing Analysis for Texas Agencies", description: landingCopy.subheadline, path: "/landing" });
}

/**
 * /landing (crm spec §2): hero with claims, the free-analysis form, three benefits and the trust
 * strip; replaced by the 'Thank You!' card after a successful submission. Static: UTM values are
 * read in the browser.
 */
export default function LandingPage() {
  const company = siteConfig().name;
  return (
    <LandingSubmitted thankYou={<LandingThankYou />}>
      <section className="border-b bg-gradient-to-b from-accent/70 via-background to-background">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary">{landingCopy.eyebrow}</p>
            <h1 className="text-balance text-4xl font-bold tracking-tight sm:text-5xl">{landingCopy.headline}</h1>
            <p className="mt-5 text-pretty text-lg text-muted-foreground">{landingCopy.subheadline}</p>
          </div>
          <Card id="analysis" className="scroll-mt-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <CardHeader>
              <CardTitle as="h2" className="text-2xl">
                Get Your Free Marketing Analysis
              </CardTitle>
              <CardDescription>{landingCopy.formIntro}</CardDescription>
            </CardHeader>
            <CardContent>
              <LandingForm company={company} />
            </CardContent>
          </Card>
          <LandingStats className="self-start" />
        </div>
      </section>
      <LandingBenefits />
      <LandingTrustStrip />
    </LandingSubmitted>
  );
}
