import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import type { ImportIssues, ImportRowReport } from "@/lib/imports/imports";

const n = (x: number) => x.toLocaleString("en-US");

export type Href = (id: number | null) => string | null;

/** The rows that are not in, each with its line and why: what to fix in the file and import again. */
export function FailedRows({ rows, total, recordHref }: { rows: ImportRowReport[]; total: number; recordHref: Href }) {
  if (total === 0) return null;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="p-2 text-left font-medium">
          Failed rows: {n(total)}
          {total > rows.length ? ` (the first ${n(rows.length)}; the report has them all)` : ""}
        </caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2">Line</th>
            <th scope="col" className="p-2">Reason</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(r.line)} className="border-t align-top" data-line={r.line} data-outcome="failed">
              <td className="p-2 tabular-nums">{r.line}</td>
              <td className="p-2">
                {r.reason}
                {recordHref(r.recordId) && <RecordLink href={recordHref(r.recordId)!} id={r.recordId!} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Rows in (or skipped) with a remark, one line per remark they share, the largest group first. */
export function WarningGroups({ warnings, recordHref, kind }: { warnings: ImportIssues["warnings"]; recordHref: Href; kind: string }) {
  if (warnings.rowCount === 0) return null;
  const shown = warnings.groups.reduce((sum, g) => sum + g.rows, 0);
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="p-2 text-left font-medium">
          Rows to look at: {n(warnings.rowCount)}
          {warnings.groupCount > warnings.groups.length ? ` (the ${n(warnings.groups.length)} largest of ${n(warnings.groupCount)} groups, ${n(shown)} rows; the report has them all)` : ""}
        </caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2">Rows</th>
            <th scope="col" className="p-2">Outcome</th>
            <th scope="col" className="p-2">Reason</th>
          </tr>
        </thead>
        <tbody>
          {warnings.groups.map((g) => (
            <tr key={`${g.outcome}:${g.reason}`} className="border-t align-top" data-outcome={g.outcome} data-rows={g.rows}>
              <td className="p-2 tabular-nums whitespace-nowrap">{g.rows === 1 ? `line ${g.lines[0]}` : `${n(g.rows)} rows`}</td>
              <td className="p-2">
                <Badge variant={g.outcome === "created" ? "success" : "secondary"}>{g.outcome}</Badge>
              </td>
              <td className="p-2">
                {g.rows > 1 ? `${n(g.rows)} rows: ` : ""}
                {g.reason ?? "No remark."}
                {g.rows > 1 && (
                  <span className="block text-xs text-muted-foreground">
                    Lines {g.lines.map(n).join(", ")}
                    {g.rows > g.lines.length ? ` and ${n(g.rows - g.lines.length)} more` : ""}
                  </span>
                )}
                {g.rows === 1 && recordHref(g.recordId) && <RecordLink href={recordHref(g.recordId)!} id={g.recordId!} label={kind === "leads" ? "lead" : "account"} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordLink({ href, id, label = "record" }: { href: string; id: number; label?: string }) {
  return (
    <>
      {" "}
      <Link href={href} className="text-primary hover:underline">
        Open {label} #{id}
      </Link>
    </>
  );
}
