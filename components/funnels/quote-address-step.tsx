import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { QuoteFunnelForm } from "@/components/funnels/quote-funnel-form";

/** Step 2: street address, city, ZIP code. */
export function QuoteAddressStep({ form }: { form: QuoteFunnelForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-5">
      <Field label="Street Address" htmlFor="quote-address" required error={errors.address?.message}>
        <Input autoComplete="street-address" {...register("address")} />
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-[2fr_1fr]">
        <Field label="City" htmlFor="quote-city" required error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register("city")} />
        </Field>
        <Field label="ZIP Code" htmlFor="quote-zipCode" required error={errors.zipCode?.message}>
          <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} {...register("zipCode")} />
        </Field>
      </div>
    </div>
  );
}
