import type { Metadata } from "next";
import { LeadDashboard } from "@/components/leads/lead-dashboard";
import { requireRole } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Lead Management Dashboard", robots: { index: false } };

/** Lead Management Dashboard (public-site.md §2): admins only. */
export default async function LeadManagementDashboardPage() {
  await requireRole("admin");
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Lead Management Dashboard</h1>
        <p className="text-muted-foreground">The newest leads from every form and the latest contact messages.</p>
      </div>
      <LeadDashboard />
    </section>
  );
}
