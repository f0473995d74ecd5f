"use client";

import * as React from "react";
import { useEffect, useRef } from "react";
import { CircleCheckIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The thank-you / confirmation card that replaces a form after success; its heading takes focus. */
export function FunnelDone({ title, children }: { title: string; children: React.ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <Card className="text-center">
        <CardHeader className="items-center">
          <CircleCheckIcon aria-hidden="true" className="size-12 text-success" />
          <CardTitle as="h1" ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none sm:text-3xl">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-muted-foreground">{children}</CardContent>
      </Card>
    </section>
  );
}
