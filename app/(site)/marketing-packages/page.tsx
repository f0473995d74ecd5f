import { Link } from "@/components/ui/link";
import type { Metadata } from "next";
import { ArrowLeftIcon } from "@/components/icons/arrow-left";
import { SparklesIcon } from "@/components/icons/sparkles";
import { emailSequences, landingPages, marketingPackagesCopy as copy, phoneScripts, socialPosts } from "@/content";
import { Button } from "@/components/ui/button";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { DownloadAllButton, type DownloadEntry } from "@/components/insights/download-all-button";
import { PackageCard } from "@/components/insights/package-card";
import { PREMIUM_UPGRADE_HREF } from "@/lib/constants";
import {
  gatedEmails,
  gatedLandingPages,
  gatedPhoneScripts,
  gatedSocialPosts,
  toLockedItem,
  type GatedItem,
} from "@/lib/content/premium-content";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: copy.title, description: copy.intro, path: "/marketing-packages" });
}

const byId = <T extends { id: string }>(list: readonly T[], id: string) => list.find((x) => x.id === id);
const entry = (item: GatedItem): DownloadEntry => ({ id: item.id, heading: item.name, prefix: item.copyPrefix });

export default function MarketingPackagesPage() {
  const { groups, upgradeLabel } = copy;
  const all = [...gatedSocialPosts, ...gatedEmails, ...gatedLandingPages, ...gatedPhoneScripts];
  return (
    <>
      <PageHero title={copy.title} subtitle={copy.intro}>
        <Button asChild variant="outline">
          <Link href="/ai-insights">
            <ArrowLeftIcon aria-hidden="true" />
            {copy.backLabel}
          </Link>
        </Button>
        <Button asChild>
          <Link href={PREMIUM_UPGRADE_HREF}>{upgradeLabel} to Premium</Link>
        </Button>
      </PageHero>

      <Section id="social" title={groups.social.title} subtitle={groups.social.description}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {gatedSocialPosts.map((item) => (
            <PackageCard
              key={item.id}
              item={toLockedItem(item)}
              title={item.name}
              facts={[{ label: "Platform", value: byId(socialPosts, item.id)?.platform ?? "" }]}
              upgradeLabel={upgradeLabel}
            />
          ))}
        </div>
      </Section>

      <Section id="email" title={groups.email.title} subtitle={groups.email.description} muted>
        <div className="grid gap-6 lg:grid-cols-3">
          {gatedEmails.map((item) => {
            const email = byId(emailSequences, item.id);
            return (
              <PackageCard
                key={item.id}
                item={toLockedItem(item)}
                title={item.name}
                facts={[
                  { label: "When to send", value: email?.schedule ?? "" },
                  { label: "Subject", value: email?.subject ?? "" },
                ]}
                upgradeLabel={upgradeLabel}
              />
            );
          })}
        </div>
      </Section>

      <Section id="landing" title={groups.landing.title} subtitle={groups.landing.description}>
        <div className="grid gap-6 lg:grid-cols-2">
          {gatedLandingPages.map((item) => {
            const page = byId(landingPages, item.id);
            return (
              <PackageCard
                key={item.id}
                item={toLockedItem(item)}
                title={item.name}
                facts={[
                  { label: "Headline", value: page?.headline ?? "" },
                  { label: "Subheadline", value: page?.subheadline ?? "" },
                ]}
                upgradeLabel={upgradeLabel}
              />
            );
          })}
        </div>
      </Section>

      <Section id="scripts" title={groups.scripts.title} subtitle={groups.scripts.description} muted>
        <div className="grid gap-6 md:grid-cols-2">
          {gatedPhoneScripts.map((item) => (
            <PackageCard
              key={item.id}
              item={toLockedItem(item)}
              title={item.name}
              facts={[{ label: "When to use it", value: byId(phoneScripts, item.id)?.scenario ?? "" }]}
              upgradeLabel={upgradeLabel}
            />
          ))}
        </div>
      </Section>

      <section aria-labelledby="upsell-title" className="bg-gradient-to-br from-primary to-indigo-900 text-primary-foreground">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
          <SparklesIcon aria-hidden="true" className="mx-auto size-10" />
          <h2 id="upsell-title" className="mt-4 text-3xl font-bold tracking-tight">
            {copy.upsell.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-primary-foreground/90">{copy.upsell.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link href={PREMIUM_UPGRADE_HREF}>{upgradeLabel} to Premium</Link>
            </Button>
            <div className="[&_button]:border-primary-foreground/60 [&_button]:bg-transparent [&_button]:text-primary-foreground [&_button:hover]:bg-primary-foreground/10">
              <DownloadAllButton label={copy.downloadAllLabel} entries={all.map(entry)} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
