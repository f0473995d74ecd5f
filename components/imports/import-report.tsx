import { Button } from "@/components/ui/button";
import { FailedRows, WarningGroups } from "@/components/imports/import-issues";
import { importSummary, type ImportIssues } from "@/lib/imports/imports";

type Summary = { id: number; kind: string; status: string; totalRows: number; processedRows: number; lastLine: number; created: number; updated: number; skipped: number; failed: number };
const n = (x: number) => x.toLocaleString("en-US");

/**
 * The result: what is in and what is not, the counts, the full report as CSV, the failed rows (what to
 * fix), then the other rows with a remark, grouped by what they share.
 */
export function ImportReport({ s, issues }: { s: Summary; issues: ImportIssues }) {
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
      <FailedRows rows={issues.failures.rows} total={issues.failures.total} recordHref={recordHref} />
      <WarningGroups warnings={issues.warnings} recordHref={recordHref} kind={s.kind} />
    </section>
  );
}
