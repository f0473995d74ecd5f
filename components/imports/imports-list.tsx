import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/crm/format";
import type { recentImports } from "@/lib/imports/imports";

type Row = Awaited<ReturnType<typeof recentImports>>[number];
const n = (x: number) => x.toLocaleString("en-US");
const STATUS: Record<string, { label: string; variant: "secondary" | "success" | "warning" | "destructive" | "outline" }> = {
  uploaded: { label: "Waiting for its mapping", variant: "outline" },
  queued: { label: "Queued", variant: "secondary" },
  running: { label: "Importing", variant: "secondary" },
  completed: { label: "Finished", variant: "success" },
  cancelled: { label: "Cancelled", variant: "warning" },
  failed: { label: "Failed", variant: "destructive" },
};

/** The latest imports, newest first, each linked to its page (mapping, progress or report). */
export function ImportsList({ imports }: { imports: Row[] }) {
  if (imports.length === 0) return <p className="text-muted-foreground">No imports yet.</p>;
  return (
    <ul className="divide-y rounded-md border">
      {imports.map((i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <div className="min-w-0">
            <Link href={`/crm/import/${i.id}`} className="break-all font-medium text-primary hover:underline">
              {i.fileName}
            </Link>
            <p className="text-sm text-muted-foreground">
              {i.kind === "leads" ? "Leads" : "Accounts with contacts"} · {n(i.totalRows)} rows · {formatDateTime(i.createdAt)} · {i.vouchedBy.split(",")[0]}
            </p>
            {(i.status === "completed" || i.status === "cancelled" || i.status === "failed") && (
              <p className="text-sm">
                {n(i.createdCount)} created · {n(i.updatedCount)} updated · {n(i.skippedCount)} skipped · {n(i.failedCount)} failed
              </p>
            )}
          </div>
          <Badge variant={STATUS[i.status]!.variant}>{STATUS[i.status]!.label}</Badge>
        </li>
      ))}
    </ul>
  );
}
