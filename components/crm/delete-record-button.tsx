"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { useInteractive } from "@/components/forms/use-interactive";
import type { DeleteRecordProps } from "@/components/crm/delete-record-form";

/**
 * Delete after a confirmation dialog; success opens the page that lists what is left, which says so.
 * Without JavaScript the button opens the record's edit page (`editHref`), which has the same Delete.
 */
export function DeleteRecordButton({ action, fields, noun, name, warning, editHref, size }: DeleteRecordProps & { editHref: string; size?: "sm" | "default" }) {
  const { state, pending, formProps } = useActionForm(action, { errorTitle: `Could not delete the ${noun}` });
  const interactive = useInteractive();
  if (!interactive) {
    return (
      <Button asChild variant="outline" size={size} className="text-destructive">
        <a href={`${editHref}#delete`} aria-label={`Delete ${name}`}>
          Delete
        </a>
      </Button>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size={size} className="text-destructive" aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form {...formProps} className="grid gap-4">
          {Object.entries(fields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <DialogHeader>
            <DialogTitle>Delete {name}?</DialogTitle>
            <DialogDescription>{warning}</DialogDescription>
          </DialogHeader>
          <FormMessage state={state} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep it
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Deleting..." : `Delete ${noun}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
