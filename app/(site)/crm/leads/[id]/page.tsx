import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { leadRecord } from "@/lib/crm/leads/lead-record";
import { leadTimeline } from "@/lib/crm/leads/lead-timeline";
import { assignableUsers } from "@/lib/crm/agents/agents";
import { LeadRecordView } from "@/components/crm/lead-record-view";

export const metadata: Metadata = { title: "Lead", robots: { index: false } };

/**
 * /crm/leads/[id]: one lead with its whole history (approved users). A lead that does not exist, or
 * that is another agent's, is the 404 page. The record and its timeline are read side by side; the
 * timeline is shown only once the record says the user may see the lead.
 */
export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = pageId((await params).id);
  if (!id) notFound();
  const [lead, timeline, users] = await Promise.all([
    leadRecord(user, id),
    leadTimeline(id),
    user.role === "admin" ? assignableUsers() : Promise.resolve(null),
  ]);
  if (!lead) notFound();
  return <LeadRecordView lead={lead} timeline={timeline} user={user} users={users} />;
}
