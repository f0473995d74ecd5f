"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { decideReturnAction } from "@/lib/marketplace/actions";
import { returnDecisionSchema } from "@/lib/schemas/lead-return";
import { fieldError } from "@/lib/forms/action-state";

/** Approve a return (credit and a replacement first) or refuse it with the reason the buyer sees. */
export function ReturnDecisionForm({ returnId, lead }: { returnId: number; lead: string }) {
  const { state, pending, formProps } = useActionForm(decideReturnAction, { schema: returnDecisionSchema });
  const id = `return-${returnId}`;
  return (
    <form {...formProps} className="grid gap-3" aria-label={`Decide the return of ${lead}`}>
      <input type="hidden" name="returnId" value={returnId} />
      <Field label="Reason" htmlFor={`${id}-note`} error={fieldError(state, "note")} description="Needed to refuse; the buyer sees it.">
        <Textarea name="note" rows={2} maxLength={1000} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="decision" value="approve" size="sm" disabled={pending} aria-label={`Approve the return of ${lead}`}>
          Approve
        </Button>
        <Button type="submit" name="decision" value="refuse" size="sm" variant="outline" disabled={pending} aria-label={`Refuse the return of ${lead}`}>
          Refuse
        </Button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
