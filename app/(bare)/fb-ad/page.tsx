import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Texas Home Insurance Rates Are Rising: Compare Quotes",
  description: "Texas homeowners premiums keep climbing. Compare quotes from licensed local agents before your renewal.",
};

/** Rate-increase ad landing page (bare layout). */
export default function RateIncreasePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Texas homeowners and drivers</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">Your Texas insurance renewal went up again?</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Hail, wind and rebuilding costs have pushed premiums up across Texas. A licensed local agent can compare
        carriers for you and check the discounts you may be missing, such as bundling home and auto, a newer roof, or
        a claims-free history.
      </p>
      <ul className="mt-6 list-disc space-y-2 pl-6">
        <li>Free, no-obligation quotes from a licensed Texas agent</li>
        <li>Home, auto and bundle options compared side by side</li>
        <li>A call back within 24 hours on business days</li>
      </ul>
      <Button asChild size="lg" className="mt-8">
        <Link href="/contact">Request Insurance Quotes</Link>
      </Button>
    </div>
  );
}
