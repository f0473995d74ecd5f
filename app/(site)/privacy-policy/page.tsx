import type { Metadata } from "next";
import { privacyPolicy } from "@/content";
import { LegalPage } from "@/components/marketing/legal-page";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: privacyPolicy.title,
    description: "How we collect, use, share and protect personal information from consumers and Texas insurance agents, including consent records and your choices.",
    path: "/privacy-policy",
  });
}

export default function PrivacyPolicyPage() {
  return <LegalPage doc={privacyPolicy} />;
}
