import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireRole } from "@/lib/auth/session";
import { listAgents } from "@/lib/crm/agents/agents";
import { openInvitations } from "@/lib/auth/invitations";
import { registrationMode } from "@/lib/auth/registration";
import { AgentSettingsRow } from "@/components/crm/agent-settings-row";
import { PendingAgentRow } from "@/components/admin/pending-agent-row";
import { InvitationForm } from "@/components/admin/invitation-form";
import { InvitationList } from "@/components/admin/invitation-list";

export const metadata: Metadata = { title: "Agents", robots: { index: false } };

const MODE_TEXT = {
  approval: "Anyone can register at /register; the account waits here and sees no leads or CRM data until you approve it.",
  invite: "Only people with an invitation link can register (REGISTRATION_MODE=invite).",
  closed: "Registration is closed, invitation links included (REGISTRATION_MODE=closed).",
} as const;

/**
 * /admin/agents: registrations waiting for approval, invitation links, and each user's standing, role,
 * e-mail and the lead types round-robin gives them.
 */
export default async function AgentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const me = await requireRole("admin");
  const sp = await searchParams;
  const [users, invitations] = await Promise.all([listAgents(), openInvitations()]);
  const pending = users.filter((u) => u.status === "pending");
  const team = users.filter((u) => u.status === "active" || u.status === "disabled");
  const rejected = users.filter((u) => u.status === "rejected");
  const mode = registrationMode();
  const decided = decisionNotice(users, sp);
  return (
    <section className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Agents</h1>
        <p className="text-muted-foreground">
          Agents are the licensed agents who buy leads: consumer leads reach them through the{" "}
          <Link href="/admin/marketplace" className="text-primary underline-offset-4 hover:underline">
            marketplace
          </Link>
          , by their plan and territory. Agent prospects (agencies asking us for leads) go round-robin to active sales staff who accept the lead&apos;s
          type (none ticked = all types), e-mailed when they have an address. Disabled users cannot sign in and get no leads.
        </p>
      </div>

      {decided && (
        <p role="status" className="rounded-md border border-success/50 bg-success/10 p-3 text-sm" data-testid="decision-notice">
          {decided}
        </p>
      )}

      <section aria-labelledby="pending-heading" className="space-y-3">
        <h2 id="pending-heading" className="text-xl font-semibold">
          Waiting for approval ({pending.length})
        </h2>
        <p className="text-sm text-muted-foreground">{MODE_TEXT[mode]}</p>
        {pending.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No registrations are waiting.</p>
        ) : (
          <ul className="space-y-3">
            {pending.map((u) => (
              <li key={u.id}>
                <PendingAgentRow user={u} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="invite-heading" className="space-y-3">
        <h2 id="invite-heading" className="text-xl font-semibold">
          Invite someone
        </h2>
        <p className="text-sm text-muted-foreground">
          An invitation link registers an approved account with the role you choose. It works once, until it expires.
        </p>
        {mode === "closed" ? (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            Registration is closed, so invitation links are refused too. Set REGISTRATION_MODE to invite or approval to use them.
          </p>
        ) : (
          <InvitationForm />
        )}
        <InvitationList invitations={invitations} />
      </section>

      <section aria-labelledby="team-heading" className="space-y-3">
        <h2 id="team-heading" className="text-xl font-semibold">
          Team ({team.length})
        </h2>
        <ul className="space-y-3">
          {team.map((u) => (
            <li key={u.id}>
              <AgentSettingsRow user={u} self={u.id === me.id} />
            </li>
          ))}
        </ul>
      </section>

      {rejected.length > 0 && (
        <section aria-labelledby="rejected-heading" className="space-y-2">
          <h2 id="rejected-heading" className="text-xl font-semibold">
            Rejected registrations ({rejected.length})
          </h2>
          <ul className="list-inside list-disc text-sm text-muted-foreground">
            {rejected.map((u) => (
              <li key={u.id}>{u.username}</li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** The outcome of the approval or rejection that just redirected here (`?approved=<id>` / `?rejected=<id>`). */
function decisionNotice(users: { id: number; username: string; status: string }[], sp: Record<string, string | string[] | undefined>): string | null {
  const find = (v: unknown) => (typeof v === "string" ? users.find((u) => String(u.id) === v) : undefined);
  const approved = find(sp.approved);
  if (approved?.status === "active") return `Approved ${approved.username}: they can sign in to the CRM now. Consumer leads start with a plan and an approved set-up.`;
  const rejected = find(sp.rejected);
  if (rejected?.status === "rejected") return `Rejected ${rejected.username}: they cannot sign in.`;
  return null;
}
