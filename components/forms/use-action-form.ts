"use client";

import { startTransition, useActionState, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useActionFeedback } from "@/components/forms/use-action-feedback";
import { formValues, IDLE, invalid, type ActionState } from "@/lib/forms/action-state";

type Action<S extends ActionState> = (state: Awaited<S>, form: FormData) => Promise<S>;

export type ActionFormOptions = {
  /** The shared zod schema: checked in the browser first, so its field errors show without a round trip. */
  schema?: z.ZodType;
  /** Fields sent as lists (checkbox groups), as the action reads them with formValues(). */
  arrays?: string[];
  /** Toast titles; without a success title the action's own message is the title. */
  successTitle?: string;
  errorTitle?: string;
  /** After a successful answer (close the dialog, reset the form). */
  onSuccess?: () => void;
};

/**
 * A form that posts to a server action and works with or without JavaScript. Spread `formProps` on
 * the <form>. Without JavaScript the browser posts the form and the page comes back with the action's
 * answer (`state`: its message, field errors and the values to show again). With JavaScript:
 *  - the shared schema is checked first; its field errors show at once and the first invalid field
 *    gets the focus;
 *  - the form is not reset when the server refuses (React resets a form after its action otherwise),
 *    so nothing typed is lost;
 *  - the answer is toasted and `onSuccess` runs.
 */
export function useActionForm<S extends ActionState = ActionState>(action: Action<S>, opts: ActionFormOptions = {}) {
  const [server, dispatch, pending] = useActionState<S, FormData>(action, IDLE as Awaited<S>);
  const [local, setLocal] = useState<ActionState | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useActionFeedback(server, { successTitle: opts.successTitle, errorTitle: opts.errorTitle, onSuccess: opts.onSuccess });

  useEffect(() => {
    if (local?.fieldErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [local]);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    if (opts.schema) {
      const parsed = opts.schema.safeParse(formValues(data, { arrays: opts.arrays }));
      if (!parsed.success) {
        setLocal(invalid(parsed.error));
        return;
      }
    }
    setLocal(null);
    startTransition(() => dispatch(data));
  };

  /** The browser's own check when it refused the form, else the server's last answer. */
  const state: ActionState = local ?? server;
  return { state, server, pending, formRef, formProps: { ref: formRef, action: dispatch, onSubmit, noValidate: true } };
}

/** The value a field shows: what was sent last time when the server refused it (no JavaScript), else its default. */
export function shown(state: ActionState, name: string, fallback: string | number | null | undefined): string {
  const sent = state.status === "error" ? state.values?.[name] : undefined;
  if (typeof sent === "string") return sent;
  return fallback == null ? "" : String(fallback);
}
