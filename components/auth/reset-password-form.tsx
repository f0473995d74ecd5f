"use client";

import { Link } from "@/components/ui/link";
import { useActionState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { AuthCard } from "@/components/auth/auth-card";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { FormMessage } from "@/components/forms/form-message";
import { resetPasswordAction } from "@/lib/auth/actions";
import { fieldError, IDLE } from "@/lib/forms/action-state";

/** Choose a new password from a reset link (the token travels in a hidden field, never back in the answer). */
export function ResetPasswordForm({ token }: { token: string }) {
  const [state, reset, pending] = useActionState(resetPasswordAction, IDLE);
  const linkError = fieldError(state, "token");
  return (
    <AuthCard title="Choose a new password" description="You will be signed out everywhere, then you can sign in with the new password.">
      {state.status === "success" ? (
        <div role="status" className="space-y-3 rounded-md border border-success/50 bg-success/10 p-3 text-sm" data-testid="password-reset-done">
          <p>{state.message}</p>
          <Link href="/login" className={buttonVariants({ size: "sm" })}>
            Sign in
          </Link>
        </div>
      ) : linkError ? (
        <ResetLinkProblem message={linkError} />
      ) : (
        <form action={reset} noValidate className="space-y-4">
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields state={state} idPrefix="reset" />
          <button type="submit" className={buttonVariants({ className: "w-full" })} disabled={pending}>
            {pending ? "Saving..." : "Set new password"}
          </button>
          <FormMessage state={state} />
        </form>
      )}
    </AuthCard>
  );
}

export function ResetLinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="space-y-3 rounded-md border border-destructive/50 p-3 text-sm text-destructive" data-testid="reset-link-invalid">
      <p>{message}</p>
      <Link href="/forgot-password" className={buttonVariants({ variant: "outline", size: "sm" })}>
        Ask for a new link
      </Link>
    </div>
  );
}
