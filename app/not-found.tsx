import type { Metadata } from "next";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

/**
 * Last-resort 404 for a notFound() that no route group catches. Next sends a root not-found with
 * every page of the app (the bare ad pages too), so it stays this small: the full-layout 404 is
 * app/(site)/not-found.tsx for the site's pages and app/global-not-found.tsx for unknown URLs.
 */
export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4">
        {/* A plain link: next/link is a client component, which every page would then load for this. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="underline underline-offset-4">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
