import Link from "next/link";
import type { Metadata } from "next";
import { Button } from "@/components/ui/button";
import { FullLayout } from "@/components/layout/full-layout";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

export default function NotFound() {
  return (
    <FullLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">404 Page Not Found</h1>
        <p className="text-muted-foreground">The page you were looking for does not exist or has moved.</p>
        <div className="flex gap-3">
          <Button asChild>
            <Link href="/">Go to the home page</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">Contact us</Link>
          </Button>
        </div>
      </section>
    </FullLayout>
  );
}
