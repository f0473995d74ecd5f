import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import type { AuditFilters, AuditRow } from "@/lib/crm/audit/list-audit";
import type { PageResult } from "@/lib/crm/list-params";
import { formatDateTime } from "@/lib/crm/format";

function hrefFor(filters: AuditFilters, page: number): string {
  const qs = new URLSearchParams();
  for (const key of ["actor", "action", "entity", "from", "to"] as const) if (filters[key]) qs.set(key, filters[key]!);
  if (page > 1) qs.set("page", String(page));
  const s = qs.toString();
  return s ? `/admin/audit?${s}` : "/admin/audit";
}

/** One page of audit entries with their changes, and page links. */
export function AuditTable({ page, filters }: { page: PageResult<AuditRow>; filters: AuditFilters }) {
  return (
    <div className="space-y-4">
      {page.rows.length === 0 ? (
        <p className="rounded-md border p-6 text-muted-foreground">No audit entries match these filters.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">Audit log entries</caption>
            <thead className="bg-muted/50 text-left text-muted-foreground">
              <tr>
                {["When", "Actor", "Action", "Record", "Changes"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((r) => (
                <tr key={r.id} className="border-t align-top">
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(r.at)}</td>
                  <td className="px-3 py-2">{r.actor ?? "system"}</td>
                  <td className="px-3 py-2 font-mono text-xs">{r.action}</td>
                  <td className="px-3 py-2">
                    {r.entity === "account" && r.entityId ? (
                      <Link href={`/crm/accounts/${r.entityId}`} className="text-primary hover:underline">
                        account #{r.entityId}
                      </Link>
                    ) : (
                      `${r.entity}${r.entityId ? ` #${r.entityId}` : ""}`
                    )}
                  </td>
                  <td className="max-w-md px-3 py-2">
                    {r.changes ? <code className="block whitespace-pre-wrap break-words text-xs text-muted-foreground">{JSON.stringify(r.changes)}</code> : "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Audit pages" className="flex items-center justify-between text-sm">
        <p className="text-muted-foreground">
          Page {page.page} of {page.pageCount} · {page.total.toLocaleString("en-US")} entries
        </p>
        <div className="flex gap-2">
          {page.page > 1 && (
            <Button asChild variant="outline" size="sm">
              <Link href={hrefFor(filters, page.page - 1)}>Previous</Link>
            </Button>
          )}
          {page.page < page.pageCount && (
            <Button asChild variant="outline" size="sm">
              <Link href={hrefFor(filters, page.page + 1)}>Next</Link>
            </Button>
          )}
        </div>
      </nav>
    </div>
  );
}
