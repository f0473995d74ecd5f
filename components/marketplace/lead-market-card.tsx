import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { SessionUser } from "@/lib/auth/users";
import type { LeadRecord } from "@/lib/crm/leads/lead-record";
import { formatCents } from "@/lib/constants";
import { formatTexas } from "@/lib/crm/texas-time";
import { reportClosedReason, reportDeadline } from "@/lib/marketplace/returns";
import { RETURN_STATUS, returnReasonText } from "@/components/marketplace/return-labels";
import { ReportDefectDialog } from "@/components/marketplace/report-defect-dialog";

/**
 * A consumer lead in the marketplace, on its page (issue 31 §6, §9): to admins, who it was delivered
 * to and when (or where it stands: routing, review, unsold); to its buyer, their delivery, the
 * "Report defective" button while the window is open (else why it is gone), and their return's state.
 */
const MARKET: Record<string, string> = { routing: "Being routed to a buyer", review: "In the review queue (not verified)", unsold: "Unsold: no buyer could take it", delivered: "Delivered", returned: "Returned" };
const HOW: Record<string, string> = { routed: "", replacement: " as a replacement", admin: " by our team" };

export function LeadMarketCard({ lead, user, now = new Date() }: { lead: LeadRecord; user: SessionUser; now?: Date }) {
  const d = lead.delivery;
  const mine = d !== null && d.buyerId === user.id;
  if (!d && (user.role !== "admin" || !lead.marketStatus)) return null;
  if (d && !mine && user.role !== "admin") return null;
  return (
    <Card data-testid="lead-market">
      <CardHeader>
        <CardTitle as="h2">{mine ? "Your delivery" : "Marketplace"}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {!d ? (
          <p>{MARKET[lead.marketStatus!] ?? lead.marketStatus}</p>
        ) : (
          <>
            <p data-testid="delivered-to">
              {mine ? "Delivered to you" : `Delivered to ${d.buyer}`} {formatTexas(d.deliveredAt)}
              {HOW[d.how]} · {formatCents(d.priceCents)}
            </p>
            {d.return && <ReturnState ret={d.return} />}
            {mine && <ReportSlot lead={lead} now={now} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ReturnState({ ret }: { ret: NonNullable<NonNullable<LeadRecord["delivery"]>["return"]> }) {
  const s = RETURN_STATUS[ret.status];
  return (
    <div className="grid gap-1" data-testid="return-state">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={s?.variant ?? "secondary"}>{s?.label ?? ret.status}</Badge>
        <span>{returnReasonText(ret.reason)}</span>
      </p>
      <p className="text-muted-foreground">Reported {formatTexas(ret.createdAt)}</p>
      {ret.decisionNote && <p>{ret.decisionNote}</p>}
    </div>
  );
}

function ReportSlot({ lead, now }: { lead: LeadRecord; now: Date }) {
  const d = lead.delivery!;
  const deliveredAt = new Date(d.deliveredAt);
  const closed = reportClosedReason({ deliveredAt, status: d.status, leadReturn: d.return ? { status: d.return.status, createdAt: new Date(d.return.createdAt) } : null }, now);
  if (closed) return d.return ? null : <p className="text-muted-foreground" data-testid="report-closed">{closed}</p>;
  return <ReportDefectDialog leadId={lead.id} name={lead.fullName} until={formatTexas(reportDeadline(deliveredAt))} />;
}
