import { Link } from "@/components/ui/link";
import { CopyIcon } from "@/components/icons/copy";
import { MailIcon } from "@/components/icons/mail";
import { PhoneIcon } from "@/components/icons/phone";
import { ShieldOffIcon } from "@/components/icons/shield-off";
import { Badge } from "@/components/ui/badge";
import { QualityIndicator } from "@/components/leads/quality-indicator";
import { formatDateTime } from "@/components/leads/format-date";
import type { LeadListItem } from "@/lib/client/leads";

/** One lead in the dashboard's recent list: contact details, quality, verification and warnings; the name opens the lead's page. */
export function LeadRow({ lead }: { lead: LeadListItem }) {
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-lead-id={lead.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">
            <Link href={`/crm/leads/${lead.id}`} className="hover:underline">
              {lead.fullName}
            </Link>
          </p>
          {lead.agencyName && <p className="truncate text-sm text-muted-foreground">{lead.agencyName}</p>}
        </div>
        <QualityIndicator score={lead.verificationScore} isVerified={lead.isVerified} />
      </div>
      <div className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
        <a href={`mailto:${lead.email}`} className="inline-flex min-w-0 items-center gap-2 hover:text-foreground">
          <MailIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{lead.email}</span>
        </a>
        <span className="inline-flex items-center gap-2">
          <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
          {lead.phone}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={lead.isVerified ? "success" : "secondary"}>{lead.isVerified ? "Verified" : "Unverified"}</Badge>
        {lead.leadType && <Badge variant="outline">{lead.leadType}</Badge>}
        {lead.source && <Badge variant="outline">Source: {lead.source}</Badge>}
        {lead.doNotContact && (
          <Badge variant="destructive">
            <ShieldOffIcon aria-hidden="true" />
            Do not contact
          </Badge>
        )}
        {lead.duplicateOfId != null && (
          <Badge variant="warning">
            <CopyIcon aria-hidden="true" />
            Duplicate of #{lead.duplicateOfId}
          </Badge>
        )}
        <span className="ml-auto text-xs text-muted-foreground">Submitted {formatDateTime(lead.createdAt)}</span>
      </div>
    </li>
  );
}
