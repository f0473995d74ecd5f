"use client";

import { useEffect, useRef } from "react";
import { CircleCheckIcon } from "@/components/icons/circle-check";
import { cardClassName } from "@/components/ui/card-classes";
import { landingCopy } from "@/content/lead-pages";

/** The 'Thank You!' card that replaces the landing page after a successful submission. */
export function LandingThankYou() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const { thankYou } = landingCopy;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6">
      <div data-slot="card" className={`${cardClassName} text-center`}>
        <div data-slot="card-header" className="flex flex-col items-center gap-1.5 px-6">
          <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
          <h1 ref={headingRef} tabIndex={-1} data-slot="card-title" className="text-3xl font-semibold leading-tight focus:outline-none">
            Thank You!
          </h1>
        </div>
        <div data-slot="card-content" className="grid gap-5 px-6">
          <p className="text-muted-foreground">{thankYou.intro}</p>
          <ul className="mx-auto grid max-w-md gap-3 text-left">
            {thankYou.topics.map((topic) => (
              <li key={topic} className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
                <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span className="font-medium">{topic}</span>
              </li>
            ))}
          </ul>
          <p className="font-medium">{thankYou.email}</p>
        </div>
      </div>
    </section>
  );
}
