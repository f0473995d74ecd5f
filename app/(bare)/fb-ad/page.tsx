import type { Metadata } from "next";
import type { IconComponent } from "@/components/icons/icon";
import { CircleCheckIcon } from "@/components/icons/circle-check";
import { CloudHailIcon } from "@/components/icons/cloud-hail";
import { HammerIcon } from "@/components/icons/hammer";
import { LandmarkIcon } from "@/components/icons/landmark";
import { RateIncreaseQuoteDialog } from "@/components/leads/rate-increase-quote-dialog";
import { rateIncreaseCopy } from "@/content/lead-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Texas Insurance Rates Are Rising: Compare Quotes",
    description: "Texas home and auto premiums keep climbing. Compare quotes from a licensed local agent before your renewal.",
    path: "/fb-ad",
  });
}

const REASON_ICONS: IconComponent[] = [CloudHailIcon, HammerIcon, LandmarkIcon];

/** Rate-increase ad landing page (bare layout, static): the quote form lives in a dialog. */
export default function RateIncreasePage() {
  const company = siteConfig().name;
  const copy = rateIncreaseCopy;
  return (
    <>
      <section className="border-b bg-gradient-to-b from-accent/70 via-background to-background">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20 sm:text-left">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{copy.eyebrow}</p>
          <h1 className="mt-2 text-balance text-4xl font-bold tracking-tight sm:text-5xl">{copy.headline}</h1>
          <p className="mt-5 text-pretty text-lg text-muted-foreground">{copy.subheadline}</p>
          <div className="mt-8">
            <RateIncreaseQuoteDialog company={company} triggerLabel={copy.cta} />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">{copy.ctaNote}</p>
        </div>
      </section>

      <section aria-labelledby="reasons-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <h2 id="reasons-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {copy.reasons.title}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {copy.reasons.items.map((item, i) => {
            const Icon = REASON_ICONS[i] ?? CloudHailIcon;
            return (
              <div key={item.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <Icon aria-hidden="true" className="mb-3 size-8 text-primary" />
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
              </div>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="actions-title" className="bg-muted/60">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <h2 id="actions-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.actions.title}
          </h2>
          <ul className="mt-6 grid gap-3">
            {copy.actions.items.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-muted-foreground">
            {company} connects Texas households with licensed local agents. Quotes are free and there is no obligation to buy.
          </p>
        </div>
      </section>
    </>
  );
}
