import { Link } from "@/components/ui/link";
import { MailIcon, PhoneIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { LeadRecord } from "@/lib/crm/leads/lead-record";
import { formatDateTime, formatMinutes, titleCase } from "@/lib/crm/format";
import { leadSourceLabel } from "@/lib/leads/lead-sources";
import { AUDIENCE_LABELS } from "@/lib/marketplace/audience";
import { LeadScore } from "@/components/crm/lead-score";
import { LeadStatusBadge } from "@/components/crm/lead-status-badge";
import { AssignLeadSelect } from "@/components/crm/assign-lead-select";
import { ConvertLeadButton } from "@/components/crm/convert-lead-button";
import { TextLeadButton } from "@/components/crm/text-lead-button";
import type { StaffUser } from "@/components/crm/owner-select";

/**
 * The top of the lead page: name, status and marks; call and e-mail actions (none for a person who
 * opted out: their do-not-contact state instead); the agent (admins reassign here); speed to lead;
 * the account, or Convert to Account.
 */
export function LeadHeader({ lead, users, smsBody = null }: { lead: LeadRecord; users: StaffUser[] | null; smsBody?: string | null }) {
  const tel = `tel:${lead.phone.replace(/[^\d+]/g, "")}`;
  const waited = lead.firstContactAt ? (Date.parse(lead.firstContactAt) - Date.parse(lead.createdAt)) / 60_000 : null;
  return (
    <header className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" data-lead-header={lead.id}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold">{lead.fullName}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <LeadStatusBadge status={lead.status} />
            <LeadScore score={lead.verificationScore} isVerified={lead.isVerified} />
            <Badge variant={lead.isVerified ? "success" : "secondary"}>{lead.isVerified ? "Verified" : "Unverified"}</Badge>
            <Badge variant="outline">{titleCase(lead.leadType)}</Badge>
            <Badge variant="outline">{leadSourceLabel(lead.source)}</Badge>
            <Badge variant="outline" data-testid="lead-audience">{AUDIENCE_LABELS[lead.audience]}</Badge>
            {lead.doNotContact && <Badge variant="destructive">Do not contact</Badge>}
            {lead.duplicateOf && <Badge variant="warning">Repeat lead</Badge>}
          </div>
          {lead.status === "lost" && lead.lostReason && <p className="text-sm">Lost: {lead.lostReason}</p>}
          <p className="text-sm text-muted-foreground">
            Submitted <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            {lead.agencyName ? ` · ${lead.agencyName}` : ""}
            {" · "}
            {waited !== null ? <span data-testid="speed-to-lead">First contact after {formatMinutes(waited)}</span> : <span data-testid="speed-to-lead">Not contacted yet</span>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!lead.doNotContact && !lead.deletedAt && smsBody && <TextLeadButton leadId={lead.id} name={lead.fullName} phone={lead.phone} body={smsBody} />}
          {lead.deletedAt ? null : lead.account ? (
            <Button asChild size="sm" variant="outline">
              <Link href={`/crm/accounts/${lead.account.id}`}>Open Account</Link>
            </Button>
          ) : (
            <ConvertLeadButton leadId={lead.id} />
          )}
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium">Phone</dt>
          <dd>
            {lead.doNotContact ? (
              lead.phone
            ) : (
              <a href={tel} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" aria-label={`Call ${lead.fullName} at ${lead.phone}`}>
                <PhoneIcon aria-hidden="true" className="size-4" /> {lead.phone}
              </a>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium">E-mail</dt>
          <dd className="break-all">
            {lead.doNotContact ? (
              lead.email
            ) : (
              <a href={`mailto:${lead.email}`} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" aria-label={`Email ${lead.fullName} at ${lead.email}`}>
                <MailIcon aria-hidden="true" className="size-4" /> {lead.email}
              </a>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Agent</dt>
          <dd>{users ? <AssignLeadSelect leadId={lead.id} name={lead.fullName} assignedTo={lead.assignedTo} users={users} /> : (lead.assignee ?? "Unassigned")}</dd>
        </div>
      </dl>
      {lead.doNotContact && (
        <p role="note" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          This person asked not to be contacted{lead.doNotContactAt ? ` (since ${formatDateTime(lead.doNotContactAt)})` : ""}: do not call or e-mail them. Notes can still be added.
        </p>
      )}
    </header>
  );
}
