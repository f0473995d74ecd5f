"use client";

import { useEffect, useRef } from "react";
import { CircleCheckIcon } from "@/components/icons/circle-check";
import { bundleSuccessCopy } from "@/content/lead-pages";
import type { BundleFormData } from "@/lib/schemas/forms/bundle";

/** Replaces the bundle form after a successful request (its words fit what they asked for); its heading takes focus. */
export function BundleSuccess({ firstName, interest }: { firstName: string; interest: BundleFormData["bundleInterest"] }) {
  const copy = bundleSuccessCopy(interest);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <CircleCheckIcon aria-hidden="true" className="size-12 text-success" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {copy.title}
      </h2>
      <p className="text-muted-foreground">
        Thanks, {firstName}. {copy.text}
      </p>
    </div>
  );
}
