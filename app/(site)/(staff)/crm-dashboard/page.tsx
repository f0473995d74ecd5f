import type { Metadata } from "next";
import { CrmDashboard } from "@/components/crm/crm-dashboard";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "CRM Dashboard", robots: { index: false } };

/** /crm-dashboard: the CRM dashboard, for signed-in users only (the spec draws it unguarded). */
export default async function CrmDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  return <CrmDashboard user={user} searchParams={await searchParams} />;
}
