"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { FormMessage } from "@/components/forms/form-message";
import { CopyLink } from "@/components/admin/copy-link";
import { useActionForm } from "@/components/forms/use-action-form";
import { issueResetAction, type ResetLinkState } from "@/lib/crm/agents/actions";

/** An admin resets a user's password: their sessions end, and a single-use link (30 minutes) is shown once to hand over. */
export function ResetPasswordButton({ userId, username }: { userId: number; username: string }) {
  const { state, pending, formProps } = useActionForm<ResetLinkState>(issueResetAction, {
    successTitle: `Password reset for ${username}`,
    confirm: `Reset ${username}'s password? They are signed out everywhere at once.`,
  });
  return (
    <form {...formProps} className="grid gap-2">
      <input type="hidden" name="userId" value={userId} />
      <div>
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })} disabled={pending}>
          {pending ? "Resetting..." : "Reset password"}
        </button>
      </div>
      <FormMessage state={state} />
      {state.link && <CopyLink link={state.link} label={`Password reset link for ${username}`} />}
    </form>
  );
}
