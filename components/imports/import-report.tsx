import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { importSummary, type ImportRowReport } from "@/lib/imports/imports";

type Summary = { id: number; kind: string; status: string; totalRows: number; processedRows: number; lastLine: number; created: number; updated: number; skipped: number; failed: number };
const n = (x: number) => x.toLocaleString("en-US");

/** The result: what is in and what is not, the counts, the rows that need a look, and the full report as CSV. */
export function ImportReport({ s, issues }: { s: Summary; issues: { rows: ImportRowReport[]; total: number } }) {
  const recordHref = (id: number | null) => (id === null ? null : s.kind === "leads" ? `/crm/leads/${id}` : `/crm/accounts/${id}`);
  return (
    <section aria-labelledby="report-heading" className="grid gap-4">
      <h2 id="report-heading" className="text-xl font-semibold">
        Result
      </h2>
      <p role="status" className={s.status === "completed" ? "" : "font-medium text-warning"} data-testid="import-summary">
        {importSummary(s)}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
        {(
          [
            ["Created", s.created],
            ["Updated", s.updated],
            ["Skipped", s.skipped],
            ["Failed", s.failed],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{n(value)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button asChild variant="outline">
          <a href={`/api/imports/${s.id}/report`} download>
            Download the report (CSV)
          </a>
        </Button>
      </div>
      {issues.total > 0 && (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="p-2 text-left font-medium">
              Rows to look at{issues.total > issues.rows.length ? ` (the first ${n(issues.rows.length)} of ${n(issues.total)}; the report has them all)` : ""}
            </caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="p-2">Line</th>
                <th scope="col" className="p-2">Outcome</th>
                <th scope="col" className="p-2">Reason</th>
              </tr>
            </thead>
            <tbody>
              {issues.rows.map((r) => {
                const href = recordHref(r.recordId);
                return (
                  <tr key={String(r.line)} className="border-t align-top" data-line={r.line}>
                    <td className="p-2 tabular-nums">{r.line}</td>
                    <td className="p-2">
                      <Badge variant={r.outcome === "failed" ? "destructive" : r.outcome === "created" ? "success" : "secondary"}>{r.outcome}</Badge>
                    </td>
                    <td className="p-2">
                      {r.reason}
                      {href && (
                        <>
                          {" "}
                          <Link href={href} className="text-primary hover:underline">
                            Open {s.kind === "leads" ? "lead" : "account"} #{r.recordId}
                          </Link>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
