import type { Metadata } from "next";
import { AgentFunnel } from "@/components/funnels/agent-funnel";
import { requireUser } from "@/lib/auth/session";
import { siteConfig } from "@/lib/site";

export const metadata: Metadata = { title: "Agent Lead-Interest Funnel", robots: { index: false } };

/** Agent lead-interest funnel (public-site.md §2): a staff page, signed-in users only. */
export default async function AgentFunnelPage() {
  await requireUser();
  return <AgentFunnel company={siteConfig().name} />;
}
