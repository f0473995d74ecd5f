"use client";

import { Button } from "@/components/ui/button";
import { useActionForm } from "@/components/forms/use-action-form";
import type { ActionState } from "@/lib/forms/action-state";

type BulkAction = (state: ActionState, form: FormData) => Promise<ActionState>;

/** "Restore" on one row of the Deleted view (or the deleted lead's page): Undo of its delete. */
export function RestoreButton({ id, name, action }: { id: number; name: string; action: BulkAction }) {
  const { pending, formProps } = useActionForm(action, { errorTitle: `Could not restore ${name}` });
  return (
    <form {...formProps}>
      <input type="hidden" name="action" value="restore" />
      <input type="hidden" name="ids" value={String(id)} />
      <input type="hidden" name="deleted" value="1" />
      <Button type="submit" variant="outline" size="sm" disabled={pending} aria-label={`Restore ${name}`}>
        {pending ? "Restoring..." : "Restore"}
      </Button>
    </form>
  );
}
