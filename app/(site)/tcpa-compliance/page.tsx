import type { Metadata } from "next";
import { tcpaCompliance } from "@/content";
import { LegalPage } from "@/components/marketing/legal-page";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: tcpaCompliance.title,
    description: "How we obtain and document consent, scrub do-not-call lists, train agents and honor revocation under the TCPA and Texas telemarketing law.",
    path: "/tcpa-compliance",
  });
}

export default function TcpaPage() {
  return <LegalPage doc={tcpaCompliance} />;
}
