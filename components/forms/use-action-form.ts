"use client";

import { useActionState, useRef, useState, useTransition } from "react";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { showToast as toast } from "@/lib/client/lazy-toast";
import { failed, formValues, IDLE, invalid, type ActionState } from "@/lib/forms/action-state";

type Action<S extends ActionState> = (state: Awaited<S>, form: FormData) => Promise<S>;

type FeedbackOptions<S extends ActionState = ActionState> = {
  successTitle?: string;
  errorTitle?: string;
  onSuccess?: (state: S) => void;
  /** A button in the success toast (e.g. Undo), from the answer. */
  successAction?: (state: S) => React.ReactElement | undefined;
};

/** Toasts one answer of a server action (success: its message, or `successTitle` with the message below). */
function announceAnswer<S extends ActionState>(state: S, { successTitle, errorTitle, onSuccess, successAction }: FeedbackOptions<S> = {}): void {
  if (state.status === "success") {
    const action = successAction?.(state);
    toast({ ...(successTitle ? { title: successTitle, description: state.message } : { title: state.message }), ...(action ? { action, duration: 10_000 } : {}) });
    onSuccess?.(state);
  } else if (state.status === "error") {
    toast({ title: errorTitle ?? "That did not work", description: state.message, variant: "destructive" });
  }
}

export type ActionFormOptions<S extends ActionState = ActionState> = FeedbackOptions<S> & {
  /** The shared zod schema: checked in the browser first, so its field errors show without a round trip. */
  schema?: z.ZodType;
  /** Fields sent as lists (checkbox groups), as the action reads them with formValues(). */
  arrays?: string[];
  /** Asked with window.confirm() before sending; "Cancel" sends nothing. */
  confirm?: string;
};

export const NO_ANSWER = "Please check your connection and try again.";

/**
 * The one hook of every form that posts to a server action. It works with or without JavaScript: spread `formProps` on
 * the <form>. Without JavaScript the browser posts the form and the page comes back with the
 * action's answer (`state`: its message, field errors and the values to show again). With JavaScript:
 *  - the shared schema is checked first; its field errors show at once and the first invalid field
 *    gets the focus;
 *  - the action is called directly, so the form is not reset when the server refuses it;
 *  - the answer is toasted at once (even when the refreshed page no longer shows this form, e.g. a
 *    row that left a list) and `onSuccess` runs; no answer at all (offline) is a toast too.
 * A redirect, 403 or 404 from the action is left to Next (navigation, the error pages).
 */
export function useActionForm<S extends ActionState = ActionState>(action: Action<S>, opts: ActionFormOptions<S> = {}) {
  const [server, dispatch] = useActionState<S, FormData>(action, IDLE as Awaited<S>);
  const [local, setLocal] = useState<S | null>(null);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const state = (local ?? server) as S;

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    if (opts.confirm && !window.confirm(opts.confirm)) return;
    const form = e.currentTarget;
    const data = new FormData(form, (e.nativeEvent as SubmitEvent).submitter);
    if (opts.schema) {
      const parsed = opts.schema.safeParse(formValues(data, { arrays: opts.arrays }));
      if (!parsed.success) {
        setLocal(invalid(parsed.error) as S);
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
    }
    startTransition(async () => {
      let answer: S;
      try {
        answer = await action(state as Awaited<S>, data);
      } catch (err) {
        unstable_rethrow(err);
        answer = failed(NO_ANSWER) as S;
      }
      setLocal(answer);
      announceAnswer(answer, opts);
    });
  };

  return { state, pending, formRef, formProps: { ref: formRef, action: dispatch, onSubmit, noValidate: true } };
}

/** The value a field shows: what was sent last time when the server refused it (no JavaScript), else its default. */
export function shown(state: ActionState, name: string, fallback: string | number | null | undefined): string {
  const sent = state.status === "error" ? state.values?.[name] : undefined;
  if (typeof sent === "string") return sent;
  return fallback == null ? "" : String(fallback);
}
