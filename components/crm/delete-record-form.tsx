"use client";

import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import type { ActionState } from "@/lib/forms/action-state";

export type DeleteRecordProps = {
  /** The delete server action; on success it opens the page that lists what is left, which says so. */
  action: (state: ActionState, form: FormData) => Promise<ActionState>;
  /** The record's id field, e.g. `{ accountId: 4 }`. */
  fields: Record<string, number>;
  /** "account", "opportunity", "activity". */
  noun: string;
  name: string;
  warning: string;
};

/** Delete as a section of a record's edit page (works without JavaScript). */
export function DeleteRecordForm({ action, fields, noun, name, warning, className }: DeleteRecordProps & { className?: string }) {
  const { state, pending, formProps } = useActionForm(action, { errorTitle: `Could not delete the ${noun}` });
  return (
    <form {...formProps} className={className} aria-labelledby="delete-heading" id="delete">
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <h2 id="delete-heading" className="text-lg font-semibold">
        Delete {name}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{warning}</p>
      <Button type="submit" variant="destructive" className="mt-4" disabled={pending}>
        {pending ? "Deleting..." : `Delete ${noun}`}
      </Button>
      <FormMessage state={state} className="mt-2" />
    </form>
  );
}
