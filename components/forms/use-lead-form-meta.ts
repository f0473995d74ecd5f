"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * Timing and honeypot for a lead form: `formStartedAt` is taken when the form mounts in the browser
 * (never at build time), `submittedAt` when `meta()` is called at submit. Render
 * `<HoneypotField ref={honeypotRef} />` inside the form.
 */
export function useLeadFormMeta() {
  const startedAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  const meta = useCallback(
    () => ({
      formStartedAt: startedAt.current,
      submittedAt: Date.now(),
      website: honeypotRef.current?.value ?? "",
    }),
    [],
  );
  return { honeypotRef, meta };
}
