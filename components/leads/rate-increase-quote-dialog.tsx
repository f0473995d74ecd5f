"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The dialog and its form (radix Dialog, the schema) are fetched when the visitor reaches for the button
 * (React.lazy: rendered only in the browser, after a pointer or focus reaches it).
 */
const RateIncreaseQuotePanel = lazy(() => import("@/components/leads/rate-increase-quote-panel"));

/**
 * The /fb-ad call to action: a button opening the "Request Insurance Quotes" dialog, which closes
 * on success (spec §4). A short confirmation then stays under the button, after the toast is gone.
 */
export function RateIncreaseQuoteDialog({ company, triggerLabel }: { company: string; triggerLabel: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="grid justify-items-center gap-3 sm:justify-items-start">
      <button
        ref={triggerRef}
        type="button"
        className={`${buttonVariants({ size: "lg" })} w-full sm:w-auto`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
      >
        {triggerLabel}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <RateIncreaseQuotePanel
          company={company}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={triggerRef}
            onSubmitted={() => {
              setOpen(false);
              setSubmitted(true);
            }}
          />
        </Suspense>
      )}
      {submitted && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="12" cy="12" r="10" />
            <path d="m16 9-5.5 5.5L8 12" />
          </svg>
          Request received. Watch for a call or e-mail from your agent within 24 hours.
        </p>
      )}
    </div>
  );
}
