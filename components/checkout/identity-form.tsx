"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { checkoutIdentitySchema, type CheckoutIdentity, type CheckoutIdentityValues } from "@/lib/schemas/checkout";

/** Who pays (public-site.md §5): e-mail and full name required, company optional. */
export function IdentityForm({ initial, onSubmit }: { initial: CheckoutIdentity | null; onSubmit: (identity: CheckoutIdentity) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutIdentityValues, unknown, CheckoutIdentity>({
    resolver: zodResolver(checkoutIdentitySchema),
    defaultValues: { email: initial?.email ?? "", fullName: initial?.fullName ?? "", company: initial?.company ?? "" },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label="Your details">
      <Field label="Email" htmlFor="checkout-email" required error={errors.email?.message} description="Your receipt goes here.">
        <Input type="email" autoComplete="email" {...register("email")} />
      </Field>
      <Field label="Full Name" htmlFor="checkout-fullName" required error={errors.fullName?.message}>
        <Input autoComplete="name" {...register("fullName")} />
      </Field>
      <Field label="Company (optional)" htmlFor="checkout-company" error={errors.company?.message}>
        <Input autoComplete="organization" {...register("company")} />
      </Field>
      <Button type="submit" size="lg">
        Continue to Payment
      </Button>
    </form>
  );
}
