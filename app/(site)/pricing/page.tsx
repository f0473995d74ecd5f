import type { Metadata } from "next";
import { servicesCopy } from "@/content";
import { ServicesPage } from "@/components/marketing/services-page";
import { pageMetadata } from "@/lib/seo/metadata";

/** Same page as /services (spec §2); the canonical URL is /services so search engines index one copy. */
export function generateMetadata(): Metadata {
  return pageMetadata({ title: servicesCopy.hero.title, description: servicesCopy.hero.subheadline, path: "/services" });
}

export default function Page() {
  return <ServicesPage />;
}
