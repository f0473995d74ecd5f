import type { Metadata, Viewport } from "next";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { siteConfig } from "@/lib/site";
import "./globals.css";

export function generateMetadata(): Metadata {
  const site = siteConfig();
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name} | Verified Insurance Leads for Texas Agents`, template: `%s | ${site.name}` },
    description:
      "AI-verified, exclusive home, auto and life insurance leads for Texas agencies, with scripts, templates and a CRM that tracks every deal.",
    applicationName: site.name,
  };
}

export const viewport: Viewport = { themeColor: "#1d4ed8", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh">
        {children}
        {/* Loaded with the first toast; tooltips bring their own provider (components/ui/tooltip.tsx). */}
        <LazyToaster />
      </body>
    </html>
  );
}
