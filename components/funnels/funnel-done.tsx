"use client";

import * as React from "react";
import { useEffect, useRef } from "react";
import { CircleCheckIcon } from "@/components/icons/circle-check";
import { cardClassName } from "@/components/ui/card-classes";

/** The thank-you / confirmation card that replaces a form after success; its heading takes focus. */
export function FunnelDone({ title, children }: { title: string; children: React.ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <div data-slot="card" className={`${cardClassName} text-center`}>
        <div data-slot="card-header" className="flex flex-col items-center gap-1.5 px-6">
          <CircleCheckIcon aria-hidden="true" className="size-12 text-success" />
          <h1 ref={headingRef} tabIndex={-1} data-slot="card-title" className="text-2xl font-semibold leading-tight focus:outline-none sm:text-3xl">
            {title}
          </h1>
        </div>
        <div data-slot="card-content" className="grid gap-4 px-6 text-muted-foreground">
          {children}
        </div>
      </div>
    </section>
  );
}
