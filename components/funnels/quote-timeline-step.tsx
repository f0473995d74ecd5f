import { ChoiceGroup } from "@/components/forms/choice-group";
import type { QuoteFunnelForm } from "@/components/funnels/quote-funnel-form";
import { BUDGET_OPTIONS, TIMEFRAME_OPTIONS } from "@/lib/schemas/forms/quote-funnel";

/** Step 4: when coverage is needed and the monthly budget. */
export function QuoteTimelineStep({ form }: { form: QuoteFunnelForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-6">
      <ChoiceGroup
        id="quote-timeframe"
        legend="When do you need coverage?"
        required
        options={TIMEFRAME_OPTIONS}
        registration={register("timeframe")}
        error={errors.timeframe?.message}
      />
      <ChoiceGroup
        id="quote-budget"
        legend="What monthly budget do you have in mind?"
        required
        options={BUDGET_OPTIONS}
        registration={register("budget")}
        error={errors.budget?.message}
      />
    </div>
  );
}
