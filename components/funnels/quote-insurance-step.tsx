import { ChoiceGroup } from "@/components/forms/choice-group";
import type { QuoteFunnelForm } from "@/components/funnels/quote-funnel-form";
import { CURRENTLY_INSURED_OPTIONS, INSURANCE_TYPE_OPTIONS } from "@/lib/schemas/forms/quote-funnel-options";

/** Step 3: insurance type and whether they are insured now. */
export function QuoteInsuranceStep({ form }: { form: QuoteFunnelForm }) {
  return (
    <div className="grid gap-6">
      <ChoiceGroup form={form} name="insuranceType" legend="What would you like to insure?" required columns={3} options={INSURANCE_TYPE_OPTIONS} />
      <ChoiceGroup form={form} name="currentlyInsured" legend="Are you currently insured?" required options={CURRENTLY_INSURED_OPTIONS} />
    </div>
  );
}
