import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { NeedsAttention } from "@/components/admin/needs-attention";
import { SetupRow } from "@/components/admin/setup-row";
import { STATE_LABELS } from "@/components/admin/setup-state-badge";
import { requireRole } from "@/lib/auth/session";
import { actionRequestMeta } from "@/lib/http/action-meta";
import { needsAttention } from "@/lib/setup/attention";
import { RESTART_NOTE, setupChecklist } from "@/lib/setup/checklist";

export const metadata: Metadata = { title: "Setup", robots: { index: false } };

/**
 * /admin, the admins' home (issue 25): what needs attention now, and the setup checklist that says
 * for each integration whether it is configured and whether it works, with a Test for the outbound ones.
 */
export default async function AdminHomePage() {
  await requireRole("admin");
  const { ip } = await actionRequestMeta();
  const [attention, rows] = await Promise.all([needsAttention(), setupChecklist({ requestIp: ip })]);
  const counts = rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.state]: (acc[r.state] ?? 0) + 1 }), {});
  return (
    <section className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">Setup</h1>
        <p className="text-muted-foreground">
          Everything this agency&apos;s site needs, in the order to set it up, and what needs you now. Secrets stay on the server: this page only says
          whether each one is set.
        </p>
        <p className="text-sm" aria-label="Checklist summary">
          {(["working", "failing", "untested", "not_configured"] as const)
            .filter((s) => counts[s])
            .map((s) => `${counts[s]} ${STATE_LABELS[s].toLowerCase()}`)
            .join(" · ")}
        </p>
      </div>
      <NeedsAttention items={attention} />
      <section aria-labelledby="checklist-heading" className="space-y-3">
        <h2 id="checklist-heading" className="text-2xl font-semibold">
          Setup checklist
        </h2>
        <p className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          {RESTART_NOTE} Each variable is described in the README&apos;s configuration table. CRM webhooks are also explained at{" "}
          <Link href="/crm-integrations" className="underline">
            CRM integrations
          </Link>
          , Meta at{" "}
          <Link href="/facebook-credentials" className="underline">
            Facebook credentials
          </Link>
          .
        </p>
        <ul className="divide-y rounded-md border" aria-label="Integrations">
          {rows.map((row) => (
            <SetupRow key={row.key} row={row} />
          ))}
        </ul>
      </section>
    </section>
  );
}
