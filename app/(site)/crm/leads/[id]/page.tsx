import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { leadRecord } from "@/lib/crm/leads/lead-record";
import { assignableUsers } from "@/lib/crm/agents/agents";
import { LeadRecordView } from "@/components/crm/lead-record-view";
import { smsBodyFor } from "@/lib/automations/templates";
import { twilioSettings } from "@/lib/texting/twilio-client";

export const metadata: Metadata = { title: "Lead", robots: { index: false } };

/**
 * /crm/leads/[id]: one lead with its whole history (approved users). A lead that does not exist, or
 * that is another agent's, is the 404 page. The access check and the record are awaited before
 * anything is sent, so the answer is a real 404 (or a redirect to sign in); the timeline then
 * streams in behind its skeleton (a route-level loading.tsx would have sent 200 before the check).
 */
export default async function LeadPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams?: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const id = pageId((await params).id);
  if (!id) notFound();
  const [lead, users] = await Promise.all([leadRecord(user, id), user.role === "admin" ? assignableUsers() : Promise.resolve(null)]);
  if (!lead) notFound();
  const notice = (await searchParams)?.notice;
  // With Twilio configured, texts go from the page's Texts card; without it, "Text" opens the agent's own phone.
  const smsBody = lead.doNotContact || lead.deletedAt || twilioSettings() ? null : await smsBodyFor(lead);
  return <LeadRecordView lead={lead} user={user} users={users} smsBody={smsBody} notice={typeof notice === "string" ? notice : undefined} />;
}
