import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { ActionButton } from "@/components/forms/action-button";
import { requireRole } from "@/lib/auth/session";
import { listUnqualifiedLeads } from "@/lib/leads/unqualified";
import { approveUnqualifiedLeadAction } from "@/lib/leads/actions";

export const metadata: Metadata = { title: "Unqualified leads", robots: { index: false } };

/** Leads that failed the qualification rule (6 months of continuous coverage, at most 2 claims in 5 years). */
export default async function UnqualifiedLeadsPage() {
  await requireRole("admin");
  const rows = await listUnqualifiedLeads();
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Unqualified leads</h1>
        <p className="text-muted-foreground">
          Kept with their reason. Approve one when you know the carrier will still write it; the approval is recorded.
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-md border p-6 text-muted-foreground">No unqualified leads.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="space-y-1">
                <p className="font-medium">
                  {r.fullName} <span className="text-muted-foreground">· {r.leadType} · score {r.verificationScore}</span>
                </p>
                <p className="text-sm">{r.unqualifiedReason}</p>
                <p className="text-sm text-muted-foreground">
                  {r.createdAt.toLocaleDateString("en-US")} · {r.source ?? "website"}
                </p>
              </div>
              {r.manuallyApproved ? (
                <Badge variant="success">Approved</Badge>
              ) : (
                <ActionButton action={approveUnqualifiedLeadAction} fields={{ unqualifiedId: r.id }} label="Approve" busyLabel="Approving..." ariaLabel={`Approve ${r.fullName}`} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
