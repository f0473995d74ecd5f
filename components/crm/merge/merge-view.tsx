import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDateTime } from "@/lib/crm/format";
import type { MergeCandidate, MergeSide } from "@/lib/crm/leads/merge-candidates";
import { MergeForm } from "@/components/crm/merge/merge-form";

/** The merge page: pick the other lead, then choose field by field what the merged lead keeps. */
export function MergeView({
  lead,
  pair,
  askedFor,
  candidates,
}: {
  lead: { id: number; fullName: string };
  pair: { survivor: MergeSide; other: MergeSide } | null;
  askedFor: number | null;
  candidates: MergeCandidate[];
}) {
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={`/crm/leads/${lead.id}`} className="text-primary hover:underline">
          ← {lead.fullName}
        </Link>
      </nav>
      <h1 className="text-2xl font-bold">Merge a lead into {lead.fullName}</h1>
      <p className="text-muted-foreground">
        The other lead&apos;s timeline, activities, tasks, e-mails, deals and tags move to this lead, which keeps its number, status and agent. The other lead
        is then deleted, marked as merged into this one. Meta events stay counted once for the person.
      </p>
      {pair ? (
        <MergeForm survivor={pair.survivor} other={pair.other} />
      ) : (
        <div className="space-y-4">
          {askedFor !== null && (
            <p role="alert" className="text-destructive">
              Lead #{askedFor} cannot be merged here: it does not exist, is not yours, is deleted, or is this lead.
            </p>
          )}
          {candidates.length > 0 && (
            <div className="space-y-2">
              <h2 className="text-lg font-semibold">Leads that look like the same person</h2>
              <ul className="grid gap-2">
                {candidates.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                    <span>
                      #{c.id} {c.fullName} · {c.email} · {c.phone} · {formatDateTime(c.createdAt)}
                    </span>
                    <Button asChild size="sm" variant="outline">
                      <Link href={`/crm/leads/${lead.id}/merge?with=${c.id}`}>Compare and merge</Link>
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <form method="get" className="flex flex-wrap items-end gap-3">
            <div className="grid gap-2">
              <Label htmlFor="merge-with">Lead number to merge into this one</Label>
              <Input id="merge-with" name="with" inputMode="numeric" pattern="[0-9]*" required className="w-48" />
            </div>
            <Button type="submit" variant="outline">
              Compare
            </Button>
          </form>
        </div>
      )}
    </section>
  );
}
