"use client";

import { TextField } from "@/components/forms/form-fields";
import { useSchemaForm, type FormValues } from "@/components/forms/use-schema-form";
import { buttonVariants } from "@/components/ui/button-variants";
import type { CheckoutIdentity } from "@/lib/schemas/checkout";
import { showToast as toast } from "@/lib/client/lazy-toast";

type Name = "email" | "fullName" | "company";
/** The shared schema, fetched when the buyer starts on the form. */
const loadSchema = () => import("@/lib/schemas/checkout").then((m) => m.checkoutIdentitySchema);
const failed = () => toast({ title: "Error", description: "Please check your connection and try again.", variant: "destructive" });

/** Who pays (public-site.md §5): e-mail and full name required, company optional. */
export function IdentityForm({ initial, onSubmit }: { initial: CheckoutIdentity | null; onSubmit: (identity: CheckoutIdentity) => void }) {
  const start: FormValues<Name> = { email: initial?.email ?? "", fullName: initial?.fullName ?? "", company: initial?.company ?? "" };
  const { form, formProps, formKey, handleSubmit } = useSchemaForm<Name, CheckoutIdentity>({ initial: start, idPrefix: "checkout", loadSchema });
  return (
    <form key={formKey} {...formProps} onSubmit={handleSubmit(onSubmit, failed)} className="grid gap-4" aria-label="Your details">
      <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" description="Your receipt goes here." />
      <TextField form={form} name="fullName" label="Full Name" required autoComplete="name" />
      <TextField form={form} name="company" label="Company (optional)" autoComplete="organization" />
      <button type="submit" className={buttonVariants({ size: "lg" })}>
        Continue to Payment
      </button>
    </form>
  );
}
