import { planCopy, servicesCopy } from "@/content";
import { CallLink } from "@/components/marketing/call-link";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureCard } from "@/components/marketing/feature-card";
import { PageHero } from "@/components/marketing/page-hero";
import { PlanCard } from "@/components/marketing/plan-card";
import { RoiExample } from "@/components/marketing/roi-example";
import { Section } from "@/components/marketing/section";
import { formatCents, PRODUCTS } from "@/lib/constants";
import { BILLING_PLAN_LIST } from "@/lib/billing/plans";
import { siteText } from "@/lib/content/site-text";

function planPrice(name: string): string | undefined {
  const product = PRODUCTS.find((p) => p.type === "subscription" && p.name === name);
  return product ? formatCents(product.price).replace(/\.00$/, "") : undefined;
}

/** AI Solutions & Pricing: the one page behind /services and /pricing. */
export function ServicesPage() {
  const { hero, technologyStack, plans, templatesAndTools, guarantees, roiExample, closing } = servicesCopy;
  return (
    <>
      <PageHero eyebrow={hero.title} title={hero.headline} subtitle={hero.subheadline}>
        <p className="w-full text-lg font-semibold text-success">{hero.paybackClaim}</p>
      </PageHero>

      <Section id="technology" title={technologyStack.title} subtitle={technologyStack.subtitle}>
        <div className="grid gap-6 md:grid-cols-3">
          {technologyStack.cards.map((card) => (
            <FeatureCard key={card.id} card={card} />
          ))}
        </div>
      </Section>

      <Section id="plans" title={plans.title} subtitle={plans.subtitle} muted>
        <div className="grid gap-8 pt-4 lg:grid-cols-3">
          {planCopy.map((plan) => (
            <PlanCard
              key={plan.name}
              plan={plan}
              price={planPrice(plan.name)}
              popularBadge={plans.popularBadge}
              planKey={BILLING_PLAN_LIST.find((p) => p.kind === "leads" && p.name === plan.name)?.key}
            />
          ))}
        </div>
      </Section>

      <Section id="templates" title={templatesAndTools.title} subtitle={templatesAndTools.subtitle}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {templatesAndTools.cards.map((card) => (
            <FeatureCard key={card.id} card={card} linkLabel={templatesAndTools.linkLabel} />
          ))}
        </div>
      </Section>

      <Section id="guarantees" title={guarantees.title} muted>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {guarantees.items.map((card) => (
            <FeatureCard key={card.id} card={card} />
          ))}
        </div>
      </Section>

      <Section id="roi" title={roiExample.title}>
        <RoiExample />
      </Section>

      <CtaBand
        headline={closing.headline}
        text={closing.text}
        primary={closing.contactCta}
        extra={
          <CallLink
            label={siteText(closing.callLabel)}
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          />
        }
      />
    </>
  );
}
