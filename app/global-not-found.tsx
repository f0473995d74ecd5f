import type { Metadata } from "next";
import { FullLayout } from "@/components/layout/full-layout";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { siteConfig } from "@/lib/site";
import "./globals.css";

/**
 * URLs that match no route (next.config.ts: experimental.globalNotFound): the 404 page inside the
 * full layout, prerendered once and served with status 404. It replaces the root layout, so it
 * brings the document, the stylesheet and the toaster itself. Unlike a root not-found.tsx, it is not
 * sent along with every page (see app/not-found.tsx).
 */
export function generateMetadata(): Metadata {
  const site = siteConfig();
  return { metadataBase: new URL(site.url), title: `404 Page Not Found | ${site.name}`, robots: { index: false } };
}

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="min-h-dvh">
        <FullLayout>
          <NotFoundContent />
        </FullLayout>
        <LazyToaster />
      </body>
    </html>
  );
}
