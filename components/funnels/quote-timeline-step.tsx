import { ChoiceGroup } from "@/components/forms/choice-group";
import type { QuoteFunnelForm } from "@/components/funnels/quote-funnel-form";
import { BUDGET_OPTIONS, TIMEFRAME_OPTIONS } from "@/lib/schemas/forms/quote-funnel-options";

/** Step 4: when coverage is needed and the monthly budget. */
export function QuoteTimelineStep({ form }: { form: QuoteFunnelForm }) {
  return (
    <div className="grid gap-6">
      <ChoiceGroup form={form} name="timeframe" legend="When do you need coverage?" required options={TIMEFRAME_OPTIONS} />
      <ChoiceGroup form={form} name="budget" legend="What monthly budget do you have in mind?" required options={BUDGET_OPTIONS} />
    </div>
  );
}
