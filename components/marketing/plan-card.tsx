import { Link } from "@/components/ui/link";
import { CheckIcon } from "@/components/icons/check";
import type { PlanCopy } from "@/content";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StartPlanLinks } from "@/components/billing/start-plan-links";
import { cn } from "@/lib/utils";

/**
 * A pricing plan (spec §3 "Plan card"). Every plan's button leads to /contact; a plan sold online is
 * subscribed to from here ("Start Growth, $297/month", monthly or annual, issue 32).
 */
export function PlanCard({
  plan,
  price,
  popularBadge,
  planKey,
}: {
  plan: PlanCopy;
  price?: string;
  popularBadge: string;
  /** The subscription plan sold online (lib/billing/plans.ts), if any. */
  planKey?: string;
}) {
  return (
    <article
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-card p-8 shadow-sm",
        plan.popular && "border-2 border-primary shadow-lg lg:-mt-4 lg:mb-4",
      )}
    >
      {plan.popular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">{popularBadge}</Badge>}
      <h3 className="text-2xl font-bold">{plan.name}</h3>
      <p className="mt-2 text-sm text-muted-foreground">{plan.subtitle}</p>
      {price && (
        <p className="mt-6">
          <span className="text-4xl font-bold tracking-tight">{price}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
      )}
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      <dl className="mt-6 space-y-1 rounded-lg bg-muted p-4 text-sm">
        <div>
          <dt className="sr-only">Ideal for</dt>
          <dd>{plan.idealFor}</dd>
        </div>
        <div>
          <dt className="sr-only">Return on investment</dt>
          <dd className="font-semibold text-success">{plan.roi}</dd>
        </div>
      </dl>
      {planKey && <StartPlanLinks planKey={planKey} className="mt-6" />}
      <Button asChild size="lg" className={planKey ? "mt-3" : "mt-6"} variant={planKey ? "outline" : plan.popular ? "default" : "outline"}>
        <Link href="/contact">
          {plan.cta}
          <span className="sr-only">: {plan.name} plan</span>
        </Link>
      </Button>
    </article>
  );
}
