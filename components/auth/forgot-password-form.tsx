"use client";

import { useActionState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { AuthCard, AuthLink } from "@/components/auth/auth-card";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormMessage } from "@/components/forms/form-message";
import { forgotPasswordAction } from "@/lib/auth/actions";
import { fieldError, IDLE } from "@/lib/forms/action-state";

/** "Forgot your password?": asks for a username or e-mail; the answer never says whether an account exists. */
export function ForgotPasswordForm() {
  const [state, request, pending] = useActionState(forgotPasswordAction, IDLE);
  return (
    <AuthCard title="Reset your password" description="Enter your username or the e-mail address on your account. We will e-mail you a link to choose a new password.">
        {state.status === "success" ? (
          <p role="status" className="rounded-md border border-success/50 bg-success/10 p-3 text-sm" data-testid="reset-requested">
            {state.message}
          </p>
        ) : (
          <form action={request} noValidate className="space-y-4">
            <Field label="Username or e-mail address" htmlFor="identifier" error={fieldError(state, "identifier")}>
              <Input name="identifier" autoComplete="username" defaultValue={(state.values?.identifier as string | undefined) ?? ""} />
            </Field>
            <button type="submit" className={buttonVariants({ className: "w-full" })} disabled={pending}>
              {pending ? "Sending link..." : "Send reset link"}
            </button>
            <FormMessage state={state} />
          </form>
        )}
        <AuthLink lead="Remembered it?" href="/login" label="Sign in here" />
    </AuthCard>
  );
}
