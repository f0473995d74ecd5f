"use client";

import { useEffect, useRef } from "react";
import { CircleCheckIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
      <Card className="text-center">
        <CardHeader className="items-center">
          <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
          <CardTitle as="h1" ref={headingRef} tabIndex={-1} className="text-3xl focus:outline-none">
            Thank You!
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
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
        </CardContent>
      </Card>
    </section>
  );
}
