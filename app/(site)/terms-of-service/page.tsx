import type { Metadata } from "next";
import { termsOfService } from "@/content";
import { LegalPage } from "@/components/marketing/legal-page";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: termsOfService.title,
    description: "The terms for using our lead generation services, script and template libraries, analytics, CRM tools and premium content subscriptions.",
    path: "/terms-of-service",
  });
}

export default function TermsPage() {
  return <LegalPage doc={termsOfService} />;
}
