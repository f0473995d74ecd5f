import { TextField } from "@/components/forms/form-fields";
import type { QuoteFunnelForm } from "@/components/funnels/quote-funnel-form";

/** Step 2: street address, city, ZIP code. */
export function QuoteAddressStep({ form }: { form: QuoteFunnelForm }) {
  return (
    <div className="grid gap-5">
      <TextField form={form} name="address" label="Street Address" required autoComplete="street-address" />
      <div className="grid items-start gap-5 sm:grid-cols-[2fr_1fr]">
        <TextField form={form} name="city" label="City" required autoComplete="address-level2" />
        <TextField form={form} name="zipCode" label="ZIP Code" required autoComplete="postal-code" inputMode="numeric" maxLength={10} />
      </div>
    </div>
  );
}
