import { ActionButton } from "@/components/forms/action-button";
import { revokeInvitationAction } from "@/lib/crm/agents/actions";
import { formatDateTime, titleCase } from "@/lib/crm/format";

type OpenInvitation = { id: number; role: string; note: string | null; createdAt: Date; expiresAt: Date; createdBy: { username: string } | null };

/** Invitation links not used, revoked or expired yet, each with Revoke. */
export function InvitationList({ invitations }: { invitations: OpenInvitation[] }) {
  if (!invitations.length) return <p className="text-sm text-muted-foreground">No open invitation links.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Open invitation links</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Role</th>
            <th scope="col" className="py-2 pr-4 font-medium">Note</th>
            <th scope="col" className="py-2 pr-4 font-medium">Created</th>
            <th scope="col" className="py-2 pr-4 font-medium">Expires</th>
            <th scope="col" className="py-2 font-medium"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((i) => (
            <tr key={i.id} className="border-t align-top">
              <td className="py-2 pr-4">{titleCase(i.role)}</td>
              <td className="py-2 pr-4">{i.note ?? "–"}</td>
              <td className="py-2 pr-4">
                {formatDateTime(i.createdAt)}
                {i.createdBy ? ` by ${i.createdBy.username}` : ""}
              </td>
              <td className="py-2 pr-4">{formatDateTime(i.expiresAt)}</td>
              <td className="py-2">
                <ActionButton action={revokeInvitationAction} fields={{ invitationId: i.id }} label="Revoke" busyLabel="Revoking..." />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
