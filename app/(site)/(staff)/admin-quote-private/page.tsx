import type { Metadata } from "next";
import { QuoteFunnel } from "@/components/funnels/quote-funnel";
import { requireUser } from "@/lib/auth/session";
import { siteConfig } from "@/lib/site";

export const metadata: Metadata = { title: "Consumer Quote Funnel", robots: { index: false } };

/** Consumer quote funnel (public-site.md §2): a staff page, signed-in users only. */
export default async function QuoteFunnelPage() {
  await requireUser();
  return <QuoteFunnel company={siteConfig().name} />;
}
