"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { Field } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/auth/password-input";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { changePasswordAction } from "@/lib/auth/actions";
import { fieldError } from "@/lib/forms/action-state";

/** Change password: the current one, then the new one twice. Other sessions end when it succeeds. */
export function ChangePasswordForm() {
  const { state, pending, formRef, formProps } = useActionForm(changePasswordAction, {
    successTitle: "Password changed",
    errorTitle: "Password not changed",
    onSuccess: () => formRef.current?.reset(),
  });
  return (
    <form {...formProps} className="grid max-w-md gap-4">
      <Field label="Current password" htmlFor="currentPassword" error={fieldError(state, "currentPassword")}>
        <PasswordInput name="currentPassword" autoComplete="current-password" />
      </Field>
      <NewPasswordFields state={state} idPrefix="new" />
      <div>
        <button type="submit" className={buttonVariants()} disabled={pending}>
          {pending ? "Changing password..." : "Change password"}
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
