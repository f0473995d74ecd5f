import type { Metadata } from "next";
import { servicesCopy } from "@/content";
import { ServicesPage } from "@/components/marketing/services-page";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: servicesCopy.hero.title, description: servicesCopy.hero.subheadline, path: "/services" });
}

export default function Page() {
  return <ServicesPage />;
}
