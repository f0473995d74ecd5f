import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { QuoteFunnelForm } from "@/components/funnels/quote-funnel-form";

/** Step 1: first and last name, e-mail, phone. */
export function QuotePersonalStep({ form }: { form: QuoteFunnelForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label="First Name" htmlFor="quote-firstName" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register("firstName")} />
        </Field>
        <Field label="Last Name" htmlFor="quote-lastName" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register("lastName")} />
        </Field>
      </div>
      <Field label="Email Address" htmlFor="quote-email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
      </Field>
      <Field label="Phone Number" htmlFor="quote-phone" required error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="(512) 555-0142" {...register("phone")} />
      </Field>
    </div>
  );
}
