import type { Metadata } from "next";
import { CircleCheckIcon } from "@/components/icons/circle-check";
import { BundleForm } from "@/components/leads/bundle-form";
import { bundleCopy } from "@/content/lead-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Bundle Texas Home and Auto Insurance",
    description: "See what bundling your Texas home and auto insurance could save. Licensed local agents, free quotes.",
    path: "/texas-insurance",
  });
}

/** Homeowners + auto bundle ad landing page (bare layout, static): one form, then a success screen. */
export default function BundlePage() {
  const company = siteConfig().name;
  return (
    <div className="bg-gradient-to-b from-accent/60 via-background to-background">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{bundleCopy.eyebrow}</p>
          <h1 className="mt-2 text-balance text-4xl font-bold tracking-tight sm:text-5xl">{bundleCopy.headline}</h1>
          <p className="mt-5 text-pretty text-lg text-muted-foreground">{bundleCopy.subheadline}</p>
          <ul className="mt-8 grid gap-4">
            {bundleCopy.benefits.map((b) => (
              <li key={b.title} className="flex items-start gap-3">
                <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>
                  <span className="font-semibold">{b.title}.</span> <span className="text-muted-foreground">{b.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <BundleForm company={company} />
      </div>
    </div>
  );
}
