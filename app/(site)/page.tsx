import Link from "next/link";
import { Button } from "@/components/ui/button";

export default function HomePage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Exclusive, AI-verified insurance leads for Texas agents</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
        Home, auto and life prospects who asked to hear from a licensed agent, checked before they reach you and
        replaced free if they fail our 95% verification guarantee.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/contact">Get Started Today</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/services">See Plans &amp; Pricing</Link>
        </Button>
      </div>
    </section>
  );
}
