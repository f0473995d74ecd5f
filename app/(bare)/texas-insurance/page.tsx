import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Bundle Texas Home and Auto Insurance",
  description: "See what bundling your Texas home and auto insurance could save. Licensed local agents, free quotes.",
};

/** Home and auto bundle ad landing page (bare layout). */
export default function BundlePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Home + auto bundle</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">Bundle your Texas home and auto and save up to 40%</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Most carriers reward customers who keep their home and vehicles on one account. Tell us a little about your
        household and a licensed Texas agent will compare bundle and stand-alone prices for you.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/contact">Get my bundle quote</Link>
      </Button>
    </div>
  );
}
