"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { setEmailAction } from "@/lib/auth/actions";
import { fieldError } from "@/lib/forms/action-state";

/** The account's own e-mail address: where password-reset links and lead notifications go. */
export function EmailForm({ email }: { email: string | null }) {
  const { state, pending, formProps } = useActionForm(setEmailAction);
  const typed = state.status === "error" ? (state.values?.email as string | undefined) : undefined;
  return (
    <form {...formProps} className="grid max-w-md gap-4">
      <Field
        label="E-mail address"
        htmlFor="account-email"
        description="Password-reset links and new-lead notifications are sent here."
        error={fieldError(state, "email")}
      >
        <Input type="email" name="email" autoComplete="email" defaultValue={typed ?? email ?? ""} />
      </Field>
      <div>
        <button type="submit" className={buttonVariants({ variant: "outline" })} disabled={pending}>
          {pending ? "Saving..." : "Save e-mail"}
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
