"use client";

import { useEffect, useRef } from "react";
import type { ActionState } from "@/lib/forms/action-state";
import { showToast as toast } from "@/lib/client/lazy-toast";

export type FeedbackOptions = { successTitle?: string; errorTitle?: string; onSuccess?: () => void };

/** Toasts one answer of a server action (success: its message, or `successTitle` with the message below). */
export function announceAnswer(state: ActionState, { successTitle, errorTitle, onSuccess }: FeedbackOptions = {}): void {
  if (state.status === "success") {
    toast(successTitle ? { title: successTitle, description: state.message } : { title: state.message });
    onSuccess?.();
  } else if (state.status === "error") {
    toast({ title: errorTitle ?? "That did not work", description: state.message, variant: "destructive" });
  }
}

/**
 * Toasts a server action's answer once per answer (the form also shows it in its status region, which is
 * what a visitor without JavaScript sees). `onSuccess` runs after a successful answer, e.g. to reset a form.
 * For answers that arrive while the component stays on the page; useActionForm toasts on its own.
 */
export function useActionFeedback(state: ActionState, opts: FeedbackOptions = {}) {
  const seen = useRef(state.at);
  const { successTitle, errorTitle, onSuccess } = opts;
  useEffect(() => {
    if (state.at === undefined || state.at === seen.current) return;
    seen.current = state.at;
    announceAnswer(state, { successTitle, errorTitle, onSuccess });
  }, [state, successTitle, errorTitle, onSuccess]);
}
