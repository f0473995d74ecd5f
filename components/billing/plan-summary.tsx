import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CheckIcon } from "@/components/icons/check";
import { PRODUCTS, PROMISES } from "@/lib/constants";
import { priceLabel, type BillingPlan } from "@/lib/billing/plans";

/** What the plan gives, beside the subscribe step (the product's own features). */
export function PlanSummary({ plan }: { plan: BillingPlan }) {
  const product = PRODUCTS.find((p) => p.slug === plan.productSlug);
  return (
    <Card aria-labelledby="plan-summary-title">
      <CardHeader>
        <CardTitle as="h2" id="plan-summary-title">
          {plan.name}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p>{product?.description}</p>
        <p>
          <span className="text-2xl font-bold">{priceLabel(plan.prices.month, "month")}</span>
          <span className="block text-muted-foreground">or {priceLabel(plan.prices.year, "year")}</span>
        </p>
        <ul className="grid gap-2">
          {(product?.features ?? []).map((f) => (
            <li key={f} className="flex gap-2">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {f}
            </li>
          ))}
        </ul>
        {plan.kind === "leads" && <p className="text-muted-foreground">Leads begin within {PROMISES.leadsStartHours} hours of your setup.</p>}
      </CardContent>
    </Card>
  );
}
