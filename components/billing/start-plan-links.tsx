import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { billingPlan, startLabel, priceLabel, subscribeHref } from "@/lib/billing/plans";

/**
 * A plan card's way in (issue 32): "Start Growth, $297/month" to the subscribe step, and the annual
 * price beside it. Plain links (no JavaScript on the pricing page); signing in happens on the way.
 */
export function StartPlanLinks({ planKey, className }: { planKey: string; className?: string }) {
  const plan = billingPlan(planKey);
  if (!plan) return null;
  return (
    <div className={className}>
      <Link href={subscribeHref(plan.key)} className={buttonVariants({ size: "lg", className: "w-full" })}>
        {startLabel(plan, "month")}
      </Link>
      <p className="mt-2 text-center text-sm">
        <Link href={subscribeHref(plan.key, "year")} className="text-primary underline-offset-2 hover:underline">
          or {priceLabel(plan.prices.year, "year")}, two months free
          <span className="sr-only">: {plan.name} billed annually</span>
        </Link>
      </p>
    </div>
  );
}
