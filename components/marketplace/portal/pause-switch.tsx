"use client";

import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { setPausedAction } from "@/lib/marketplace/actions";
import { cn } from "@/lib/utils";

/**
 * The buyer's pause switch (setPausedAction): a real form, so it works before JavaScript. Paused, the
 * router passes the buyer by; on resume the pace catches up over the days left.
 */
export function PauseSwitch({ paused }: { paused: boolean }) {
  const { state, pending, formProps } = useActionForm(setPausedAction);
  return (
    <form {...formProps} className="grid gap-1">
      <input type="hidden" name="paused" value={paused ? "false" : "true"} />
      <div className="flex items-center gap-3">
        <button
          type="submit"
          role="switch"
          aria-checked={paused}
          aria-labelledby="pause-label"
          aria-describedby="pause-hint"
          disabled={pending}
          className={cn(
            "inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50",
            paused ? "bg-primary" : "bg-input",
          )}
        >
          <span aria-hidden="true" className={cn("block size-5 rounded-full bg-background shadow-sm transition-transform", paused ? "translate-x-5" : "translate-x-0")} />
        </button>
        <span id="pause-label" className="text-sm font-medium">
          Pause deliveries
        </span>
      </div>
      <p id="pause-hint" className="text-sm text-muted-foreground">
        {paused ? "Paused: no new leads reach you until you resume. Your quota waits for you." : "On pause, no new leads reach you; the pace catches up when you resume."}
      </p>
      <FormMessage state={state} />
    </form>
  );
}
