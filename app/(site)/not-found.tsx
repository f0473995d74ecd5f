import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

/** notFound() in a site page (an unknown record, insights category…): the 404 inside the full layout. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
