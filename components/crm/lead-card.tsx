import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { LeadScore } from "@/components/crm/lead-score";
import { LeadContactLink } from "@/components/crm/lead-contact-link";
import { ConvertLeadButton } from "@/components/crm/convert-lead-button";
import { CardAssign } from "@/components/crm/card-assign";
import type { StaffUser } from "@/components/crm/owner-select";
import { Button } from "@/components/ui/button";
import { formatDate, titleCase } from "@/lib/crm/format";
import { leadSourceLabel } from "@/lib/leads/lead-sources";
import { TagChips } from "@/components/crm/tag-chips";
import { LeadStatusBadge } from "@/components/crm/lead-status-badge";
import { AUDIENCE_LABELS } from "@/lib/marketplace/audience";

export type LeadCardData = {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  address: string | null;
  city: string | null;
  zipCode: string | null;
  isVerified: boolean;
  verificationScore: number;
  verificationReasoning: string | null;
  hasHomeInsurance: boolean | null;
  hasContinuousCoverage: boolean | null;
  hasMultipleClaims: boolean | null;
  maritalStatus: string | null;
  spouseName: string | null;
  currentInsuranceCarrier: string | null;
  leadType: string;
  source: string | null;
  status: string;
  doNotContact: boolean;
  duplicateOfId: number | null;
  accountId: number | null;
  assignedTo: number | null;
  assignee: { id: number; username: string } | null;
  createdAt: string;
  tags?: { id: number; name: string; color: string }[];
  deletedAt?: string | null;
  mergedIntoId?: number | null;
  /** Consumer shopper or agent prospect (issue 31). */
  audience?: "consumer" | "agent_prospect";
};

function yesNo(v: boolean | null): string {
  return v === null ? "Not given" : v ? "Yes" : "No";
}

/** One lead (spec §2 lead card): every field and badge the spec lists, plus do-not-contact, duplicate and owner; the name opens the lead's page. */
export function LeadCard({ lead, users }: { lead: LeadCardData; users: StaffUser[] | null }) {
  const address = [lead.address, lead.city, lead.zipCode].filter(Boolean).join(", ");
  return (
    <Card className="gap-3 py-4" data-lead-id={lead.id}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 px-4">
        <div className="space-y-1">
          <h3 className="text-lg font-semibold leading-tight">
            <Link href={`/crm/leads/${lead.id}`} className="hover:underline focus-visible:underline">
              {lead.fullName}
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            <LeadScore score={lead.verificationScore} isVerified={lead.isVerified} />
            <Badge variant={lead.isVerified ? "success" : "secondary"}>{lead.isVerified ? "Verified" : "Unverified"}</Badge>
            {lead.doNotContact && <Badge variant="destructive">Do not contact</Badge>}
            {lead.duplicateOfId && <Badge variant="warning">Duplicate of #{lead.duplicateOfId}</Badge>}
            <Badge variant="outline">{titleCase(lead.leadType)}</Badge>
            {lead.audience && <Badge variant="outline">{AUDIENCE_LABELS[lead.audience]}</Badge>}
            <LeadStatusBadge status={lead.status} />
            {lead.tags && lead.tags.length > 0 && <TagChips tags={lead.tags} />}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!lead.doNotContact && (
            <>
              <LeadContactLink leadId={lead.id} name={lead.fullName} kind="call" to={lead.phone} />
              <LeadContactLink leadId={lead.id} name={lead.fullName} kind="email" to={lead.email} />
            </>
          )}
          {lead.accountId ? (
            <Button asChild size="sm" variant="outline">
              <Link href={`/crm/accounts/${lead.accountId}`}>Open Account</Link>
            </Button>
          ) : (
            <ConvertLeadButton leadId={lead.id} />
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 text-sm">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-3">
          <div>
            <dt className="sr-only">Email</dt>
            <dd className="break-all">{lead.email}</dd>
          </div>
          <div>
            <dt className="sr-only">Phone</dt>
            <dd>{lead.phone}</dd>
          </div>
          <div>
            <dt className="sr-only">Address</dt>
            <dd>{address || "No address given"}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">Home Insurance: {yesNo(lead.hasHomeInsurance)}</Badge>
          <Badge variant="outline">Continuous Coverage: {yesNo(lead.hasContinuousCoverage)}</Badge>
          <Badge variant={lead.hasMultipleClaims ? "destructive" : "outline"}>Multiple Claims: {yesNo(lead.hasMultipleClaims)}</Badge>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-muted-foreground sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="inline font-medium text-foreground">Marital status: </dt>
            <dd className="inline">{lead.maritalStatus ? titleCase(lead.maritalStatus) : "Not given"}</dd>
          </div>
          {lead.spouseName && (
            <div>
              <dt className="inline font-medium text-foreground">Spouse: </dt>
              <dd className="inline">{lead.spouseName}</dd>
            </div>
          )}
          <div>
            <dt className="inline font-medium text-foreground">Current carrier: </dt>
            <dd className="inline">{lead.currentInsuranceCarrier ?? "Not given"}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-foreground">Submitted: </dt>
            <dd className="inline">{formatDate(lead.createdAt)}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-foreground">Source: </dt>
            <dd className="inline">{leadSourceLabel(lead.source)}</dd>
          </div>
        </dl>
        {lead.verificationReasoning && (
          <p className="rounded-md bg-muted/50 p-2 text-muted-foreground">
            <span className="font-medium text-foreground">Verification notes: </span>
            {lead.verificationReasoning}
          </p>
        )}
        {users ? (
          <CardAssign leadId={lead.id} name={lead.fullName} assignee={lead.assignee} users={users} />
        ) : null}
      </CardContent>
    </Card>
  );
}
