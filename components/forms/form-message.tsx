import { clsx } from "clsx";
import type { ActionState } from "@/lib/forms/action-state";

/**
 * A form's status region: the action's last answer as text, announced politely to screen readers. It is
 * also what a form submitted without JavaScript shows after the page comes back.
 */
export function FormMessage({ state, className }: { state: ActionState; className?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-status={state.status}
      className={clsx("text-sm", state.status === "error" ? "text-destructive" : "text-muted-foreground", !state.message && "sr-only", className)}
    >
      {state.message ?? ""}
    </p>
  );
}
