import { Badge } from "@/components/ui/badge";
import type { Preview } from "@/lib/imports/preview";

const OUTCOME = {
  created: { label: "New", variant: "success" },
  updated: { label: "Update", variant: "secondary" },
  skipped: { label: "Skip", variant: "outline" },
  failed: { label: "Fails", variant: "destructive" },
} as const;

/** The first rows exactly as they will be stored (or why not), under the mapping saved last. */
export function PreviewTable({ preview }: { preview: Preview }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">The first {preview.rows.length} rows as they will be stored</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2">Line</th>
            <th scope="col" className="p-2">Result</th>
            {preview.columns.map((c) => (
              <th key={c.key} scope="col" className="p-2">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => (
            <tr key={r.line} className="border-t align-top" data-line={r.line} data-outcome={r.outcome}>
              <td className="p-2 tabular-nums">{r.line}</td>
              <td className="p-2">
                <Badge variant={OUTCOME[r.outcome].variant}>{OUTCOME[r.outcome].label}</Badge>
                {r.reason && <p className="mt-1 max-w-xs text-xs text-muted-foreground">{r.reason}</p>}
              </td>
              {preview.columns.map((c) => (
                <td key={c.key} className="max-w-[14rem] whitespace-pre-line break-words p-2">
                  {r.values[c.key] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
