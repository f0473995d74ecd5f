import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/session";
import { listAudit, parseAuditFilters } from "@/lib/crm/audit/list-audit";
import { AuditFilters } from "@/components/crm/audit-filters";
import { AuditTable } from "@/components/crm/audit-table";

export const metadata: Metadata = { title: "Audit log", robots: { index: false } };

/** /admin/audit: every create, update, delete, assignment, conversion and stage change, filtered and paged. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireRole("admin");
  const filters = parseAuditFilters(await searchParams);
  const page = await listAudit(filters);
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Audit log</h1>
        <p className="text-muted-foreground">Who changed what and when: CRM records, assignments, conversions, stage changes, sign-ins and settings.</p>
      </div>
      <AuditFilters filters={filters} />
      <AuditTable page={page} filters={filters} />
    </section>
  );
}
