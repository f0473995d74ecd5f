import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/session";
import { listAgents } from "@/lib/crm/agents/agents";
import { AgentSettingsRow } from "@/components/crm/agent-settings-row";

export const metadata: Metadata = { title: "Agents", robots: { index: false } };

/** /admin/agents: each user's e-mail (lead notifications), active flag and the lead types round-robin gives them. */
export default async function AgentsPage() {
  const me = await requireRole("admin");
  const users = await listAgents();
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Agents</h1>
        <p className="text-muted-foreground">
          New leads go round-robin to active agents who accept the lead&apos;s type (none ticked = all types); the agent is e-mailed when they have an
          address. Inactive users cannot sign in and get no leads.
        </p>
      </div>
      <ul className="space-y-3">
        {users.map((u) => (
          <li key={u.id}>
            <AgentSettingsRow user={u} self={u.id === me.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
