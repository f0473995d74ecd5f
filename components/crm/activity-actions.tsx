"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { useActionForm } from "@/components/forms/use-action-form";
import { setActivityStatusAction } from "@/lib/crm/activities/actions";

/**
 * Complete or cancel a pending activity: one form whose two buttons send the status (works without
 * JavaScript). The answer is toasted ("Activity completed").
 */
export function ActivityActions({ id, subject, status }: { id: number; subject: string; status: string }) {
  const { pending, formProps } = useActionForm(setActivityStatusAction, { errorTitle: "Could not update the activity" });
  if (status !== "pending") return null;
  return (
    <form {...formProps} className="flex gap-1">
      <input type="hidden" name="activityId" value={id} />
      <button type="submit" name="status" value="completed" className={buttonVariants({ size: "sm", variant: "outline" })} disabled={pending} aria-label={`Complete ${subject}`}>
        Complete
      </button>
      <button type="submit" name="status" value="cancelled" className={buttonVariants({ size: "sm", variant: "ghost" })} disabled={pending} aria-label={`Cancel ${subject}`}>
        Cancel
      </button>
    </form>
  );
}
