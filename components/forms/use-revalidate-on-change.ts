"use client";

import { useEffect } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * "Errors appear when you press Continue, disappear as soon as you fix them": once a field shows
 * an error, every change to it re-validates it. For multi-step funnels, whose Continue validates
 * with trigger() and so never switches react-hook-form into its after-submit re-validation.
 * Validating on change rather than on blur matters: an error vanishing on blur moves the buttons
 * under the pointer mid-click, and the click is lost.
 */
export function useRevalidateOnChange<T extends FieldValues, C, R>(form: Pick<UseFormReturn<T, C, R>, "subscribe" | "trigger" | "getFieldState">) {
  const { subscribe, trigger, getFieldState } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name) return;
          const field = name as FieldPath<T>;
          if (getFieldState(field).error) void trigger(field);
        },
      }),
    [subscribe, trigger, getFieldState],
  );
}
