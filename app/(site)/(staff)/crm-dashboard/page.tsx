import type { Metadata } from "next";
import { CrmHome } from "@/components/crm/crm-home";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "CRM Dashboard", robots: { index: false } };

export default async function CrmDashboardPage() {
  const user = await requireUser();
  return <CrmHome user={user} />;
}
