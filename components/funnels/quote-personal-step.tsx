import { TextField } from "@/components/forms/form-fields";
import type { QuoteFunnelForm } from "@/components/funnels/quote-funnel-form";

/** Step 1: first and last name, e-mail, phone. */
export function QuotePersonalStep({ form }: { form: QuoteFunnelForm }) {
  return (
    <div className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField form={form} name="firstName" label="First Name" required autoComplete="given-name" />
        <TextField form={form} name="lastName" label="Last Name" required autoComplete="family-name" />
      </div>
      <TextField form={form} name="email" label="Email Address" required type="email" autoComplete="email" inputMode="email" />
      <TextField form={form} name="phone" label="Phone Number" required type="tel" autoComplete="tel" inputMode="tel" placeholder="(512) 555-0142" />
    </div>
  );
}
