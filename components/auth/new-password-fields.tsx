"use client";

import { Field } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/auth/password-input";
import { fieldError, type ActionState } from "@/lib/forms/action-state";
import { PASSWORD_MIN_LENGTH } from "@/lib/schemas/account";

/** "New password" and its confirmation, with the policy said up front (change-password and reset forms). */
export function NewPasswordFields({ state, idPrefix }: { state: ActionState; idPrefix: string }) {
  return (
    <>
      <Field
        label="New password"
        htmlFor={`${idPrefix}-password`}
        description={`At least ${PASSWORD_MIN_LENGTH} characters; a long phrase is easiest to remember. Common passwords are refused.`}
        error={fieldError(state, "password")}
      >
        <PasswordInput name="password" autoComplete="new-password" />
      </Field>
      <Field label="Confirm new password" htmlFor={`${idPrefix}-confirm`} error={fieldError(state, "confirmPassword")}>
        <PasswordInput name="confirmPassword" autoComplete="new-password" />
      </Field>
    </>
  );
}
