"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormMessage } from "@/components/forms/form-message";
import { useActionFeedback } from "@/components/forms/use-action-feedback";
import { useInteractive } from "@/components/forms/use-interactive";
import { DELETE_ACCOUNT_WARNING } from "@/components/crm/delete-account-form";
import { deleteAccountAction } from "@/lib/crm/accounts/actions";
import { IDLE } from "@/lib/forms/action-state";

/**
 * Deletes an account after a confirmation (its contacts, deals and activities go with it); success
 * opens the accounts list, which says so. Without JavaScript the button opens the edit page, which
 * has the same Delete.
 */
export function DeleteAccountButton({ id, name }: { id: number; name: string }) {
  const [state, remove, pending] = useActionState(deleteAccountAction, IDLE);
  useActionFeedback(state, { errorTitle: "Could not delete the account" });
  const interactive = useInteractive();
  if (!interactive) {
    return (
      <Button asChild variant="outline" className="text-destructive">
        <a href={`/crm/accounts/${id}/edit#delete`}>Delete</a>
      </Button>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form action={remove} className="grid gap-4">
          <input type="hidden" name="accountId" value={id} />
          <DialogHeader>
            <DialogTitle>Delete {name}?</DialogTitle>
            <DialogDescription>{DELETE_ACCOUNT_WARNING}</DialogDescription>
          </DialogHeader>
          <FormMessage state={state} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep it
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Deleting..." : "Delete account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
