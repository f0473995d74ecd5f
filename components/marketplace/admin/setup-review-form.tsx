"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { reviewSetupAction } from "@/lib/marketplace/actions";
import { setupReviewSchema } from "@/lib/schemas/buyer-setup";
import { fieldError } from "@/lib/forms/action-state";

/** Approve a submitted set-up (deliveries start), or send it back with a note the buyer sees. */
export function SetupReviewForm({ buyerId, buyer }: { buyerId: number; buyer: string }) {
  const { state, pending, formProps } = useActionForm(reviewSetupAction, { schema: setupReviewSchema });
  const id = `review-${buyerId}`;
  return (
    <form {...formProps} className="grid gap-3" aria-label={`Review the set-up of ${buyer}`}>
      <input type="hidden" name="buyerId" value={buyerId} />
      <Field label="Note to the buyer" htmlFor={`${id}-note`} error={fieldError(state, "note")} description="Needed when you ask for changes; the buyer sees it.">
        <Textarea name="note" rows={2} maxLength={1000} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="decision" value="approve" size="sm" disabled={pending} aria-label={`Approve the set-up of ${buyer}`}>
          Approve
        </Button>
        <Button type="submit" name="decision" value="changes" size="sm" variant="outline" disabled={pending} aria-label={`Ask ${buyer} for changes`}>
          Ask for changes
        </Button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
