import { Suspense } from "react";
import { Link } from "@/components/ui/link";
import type { SessionUser } from "@/lib/auth/users";
import type { LeadRecord } from "@/lib/crm/leads/lead-record";
import { leadTimeline } from "@/lib/crm/leads/lead-timeline";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LeadHeader } from "@/components/crm/lead-header";
import { LeadDetails } from "@/components/crm/lead-details";
import { LeadTimeline, LeadTimelineSkeleton } from "@/components/crm/lead-timeline";
import { LeadStatusForm } from "@/components/crm/lead-status-form";
import { LeadContactForms } from "@/components/crm/lead-contact-forms";
import type { StaffUser } from "@/components/crm/owner-select";
import { LeadBookCard } from "@/components/crm/lead-book-card";
import { LeadDeletedNotice } from "@/components/crm/lead-deleted-notice";
import { TagChips } from "@/components/crm/tag-chips";
import { CrmNotice } from "@/components/crm/crm-notice";
import { LeadTextsSection } from "@/components/texting/lead-texts-section";
import { LeadMarketCard } from "@/components/marketplace/lead-market-card";

/**
 * /crm/leads/[id]: the lead's contact details, status, agent and verification at the top; the forms
 * to log contact and move the status beside (above, on phones) one timeline of everything that
 * happened to the lead, newest first.
 */
export function LeadRecordView({
  lead,
  user,
  users,
  smsBody = null,
  notice,
}: {
  lead: LeadRecord;
  user: SessionUser;
  users: StaffUser[] | null;
  smsBody?: string | null;
  notice?: string;
}) {
  const deleted = lead.deletedAt !== null;
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/crm?tab=leads" className="text-primary hover:underline">
          ← Leads
        </Link>
      </nav>
      <CrmNotice notice={notice} />
      {deleted && <LeadDeletedNotice lead={lead} />}
      <LeadHeader lead={lead} users={deleted ? null : users} smsBody={deleted ? null : smsBody} />
      {lead.tags.length > 0 && <TagChips tags={lead.tags} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside aria-label="Work this lead" className="space-y-4 lg:order-2">
          <LeadMarketCard lead={lead} user={user} />
          {!deleted && (
            <>
              <LeadStatusForm leadId={lead.id} status={lead.status} lostReason={lead.lostReason} />
              <LeadContactForms leadId={lead.id} doNotContact={lead.doNotContact} users={users} />
              <LeadBookCard leadId={lead.id} name={lead.fullName} tags={lead.tags} admin={user.role === "admin"} hasConsentHash={lead.hasConsentHash} />
            </>
          )}
        </aside>
        <div className="min-w-0 space-y-6 lg:order-1">
          <LeadDetails lead={lead} />
          <Suspense fallback={<LeadTimelineSkeleton />}>
            <LeadTextsSection leadId={lead.id} user={user} />
          </Suspense>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Timeline</CardTitle>
              <CardDescription>Everything that happened to this lead, newest first.</CardDescription>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<LeadTimelineSkeleton />}>
                <TimelineSection leadId={lead.id} user={user} />
              </Suspense>
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}

/** The timeline, read once the page has checked the user may see the lead (it streams in behind its skeleton). */
async function TimelineSection({ leadId, user }: { leadId: number; user: SessionUser }) {
  const timeline = await leadTimeline(leadId);
  return (
    <>
      {timeline.total > timeline.entries.length && (
        <p className="mb-3 text-sm text-muted-foreground">
          The newest {timeline.entries.length} of {timeline.total.toLocaleString("en-US")} entries.
        </p>
      )}
      <LeadTimeline entries={timeline.entries} user={user} />
    </>
  );
}
