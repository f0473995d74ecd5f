import { ChoiceGroup } from "@/components/forms/choice-group";
import type { QuoteFunnelForm } from "@/components/funnels/quote-funnel-form";
import { CURRENTLY_INSURED_OPTIONS, INSURANCE_TYPE_OPTIONS } from "@/lib/schemas/forms/quote-funnel";

/** Step 3: insurance type and whether they are insured now. */
export function QuoteInsuranceStep({ form }: { form: QuoteFunnelForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-6">
      <ChoiceGroup
        id="quote-insuranceType"
        legend="What would you like to insure?"
        required
        columns={3}
        options={INSURANCE_TYPE_OPTIONS}
        registration={register("insuranceType")}
        error={errors.insuranceType?.message}
      />
      <ChoiceGroup
        id="quote-currentlyInsured"
        legend="Are you currently insured?"
        required
        options={CURRENTLY_INSURED_OPTIONS}
        registration={register("currentlyInsured")}
        error={errors.currentlyInsured?.message}
      />
    </div>
  );
}
