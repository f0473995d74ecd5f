"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/forms/form-message";
import { useActionFeedback } from "@/components/forms/use-action-feedback";
import { deleteAccountAction } from "@/lib/crm/accounts/actions";
import { IDLE } from "@/lib/forms/action-state";

export const DELETE_ACCOUNT_WARNING = "Its contacts, opportunities and activities are deleted too. Leads converted into it are kept. The audit log records the deletion.";

/** Delete on the account's edit page (no JavaScript needed): success opens the accounts list, which says so. */
export function DeleteAccountForm({ id, name, className }: { id: number; name: string; className?: string }) {
  const [state, remove, pending] = useActionState(deleteAccountAction, IDLE);
  useActionFeedback(state, { errorTitle: "Could not delete the account" });
  return (
    <form action={remove} className={className} aria-labelledby="delete-account-heading" id="delete">
      <input type="hidden" name="accountId" value={id} />
      <h2 id="delete-account-heading" className="text-lg font-semibold">
        Delete {name}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{DELETE_ACCOUNT_WARNING}</p>
      <Button type="submit" variant="destructive" className="mt-4" disabled={pending}>
        {pending ? "Deleting..." : "Delete account"}
      </Button>
      <FormMessage state={state} className="mt-2" />
    </form>
  );
}
