"use client";

import { useActionState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { FormMessage } from "@/components/forms/form-message";
import { CopyLink } from "@/components/admin/copy-link";
import { useActionFeedback } from "@/components/forms/use-action-feedback";
import { issueResetAction, type ResetLinkState } from "@/app/(site)/(staff)/admin/agents/actions";
import { IDLE } from "@/lib/forms/action-state";

/** An admin resets a user's password: their sessions end, and a single-use link (30 minutes) is shown once to hand over. */
export function ResetPasswordButton({ userId, username }: { userId: number; username: string }) {
  const [state, issue, pending] = useActionState<ResetLinkState, FormData>(issueResetAction, IDLE);
  useActionFeedback(state, { successTitle: `Password reset for ${username}` });
  return (
    <form
      action={issue}
      className="grid gap-2"
      onSubmit={(e) => {
        if (!window.confirm(`Reset ${username}'s password? They are signed out everywhere at once.`)) e.preventDefault();
      }}
    >
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
