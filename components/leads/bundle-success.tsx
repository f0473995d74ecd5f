"use client";

import { useEffect, useRef } from "react";
import { CircleCheckIcon } from "@/components/icons/circle-check";
import { bundleCopy } from "@/content/lead-pages";

/** Replaces the bundle form after a successful request; its heading takes focus. */
export function BundleSuccess({ firstName }: { firstName: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <CircleCheckIcon aria-hidden="true" className="size-12 text-success" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {bundleCopy.success.title}
      </h2>
      <p className="text-muted-foreground">
        Thanks, {firstName}. {bundleCopy.success.text}
      </p>
    </div>
  );
}
