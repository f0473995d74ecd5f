"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { saveMobileAction } from "@/lib/texting/actions";
import { fieldError } from "@/lib/forms/action-state";

/** The account's own mobile (issue 33): the setup checklist's texting Test sends its one text here. */
export function MobileForm({ mobile }: { mobile: string | null }) {
  const { state, pending, formProps } = useActionForm(saveMobileAction);
  const typed = state.status === "error" ? (state.values?.mobile as string | undefined) : undefined;
  return (
    <form {...formProps} className="grid max-w-md gap-4" aria-label="Your mobile">
      <Field label="Mobile number" htmlFor="account-mobile" description="Your own phone, for texts to you: the texting Test on Setup sends one here. Leave empty to remove it." error={fieldError(state, "mobile")}>
        <Input type="tel" name="mobile" autoComplete="tel" inputMode="tel" defaultValue={typed ?? mobile ?? ""} />
      </Field>
      <div>
        <button type="submit" className={buttonVariants({ variant: "outline" })} disabled={pending}>
          {pending ? "Saving..." : "Save mobile"}
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
