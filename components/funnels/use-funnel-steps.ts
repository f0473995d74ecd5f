"use client";

import { useCallback, useEffect, useRef, useState } from "react";
export type FunnelStep<Name extends string> = { title: string; fields: readonly Name[] };

/**
 * Step state of a multi-step form (public-site.md §4): starts at 1; `next()` validates only the
 * current step's fields and goes up one step (never past the last); `back()` goes down one
 * (never below 1). After a move, focus goes to the new step's heading (`headingRef`) so keyboard
 * and screen-reader users land on the new questions; a failed Continue focuses the first error.
 */
export function useFunnelSteps<Name extends string>(steps: readonly FunnelStep<Name>[], validateFields: (fields: readonly Name[]) => Promise<boolean>) {
  const total = steps.length;
  const [step, setStep] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const next = useCallback(async () => {
    const current = steps[step - 1];
    if (!current) return false;
    const valid = await validateFields(current.fields);
    if (!valid) return false;
    moved.current = true;
    setStep((s) => Math.min(s + 1, total));
    return true;
  }, [steps, step, total, validateFields]);

  const back = useCallback(() => {
    moved.current = true;
    setStep((s) => Math.max(s - 1, 1));
  }, []);

  const restart = useCallback(() => {
    moved.current = false;
    setStep(1);
  }, []);

  return { step, total, isLast: step >= total, current: steps[step - 1]!, next, back, restart, headingRef };
}
