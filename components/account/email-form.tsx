"use client";

import { useActionState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormMessage } from "@/components/forms/form-message";
import { useActionFeedback } from "@/components/forms/use-action-feedback";
import { setEmailAction } from "@/lib/auth/actions";
import { fieldError, IDLE } from "@/lib/forms/action-state";

/** The account's own e-mail address: where password-reset links and lead notifications go. */
export function EmailForm({ email }: { email: string | null }) {
  const [state, save, pending] = useActionState(setEmailAction, IDLE);
  useActionFeedback(state);
  const typed = state.status === "error" ? (state.values?.email as string | undefined) : undefined;
  return (
    <form action={save} className="grid max-w-md gap-4">
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
