import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { param } from "@/lib/crm/list-params";
import { leadRecord } from "@/lib/crm/leads/lead-record";
import { mergeCandidates, mergePair } from "@/lib/crm/leads/merge-candidates";
import { MergeView } from "@/components/crm/merge/merge-view";

export const metadata: Metadata = { title: "Merge leads", robots: { index: false } };

/**
 * /crm/leads/[id]/merge?with=<other id>: merge another lead of the same person into this one, choosing
 * field by field. Without `with`, the leads that look like the same person, and a lead number to type.
 */
export default async function MergeLeadsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const id = pageId((await params).id);
  if (!id) notFound();
  const lead = await leadRecord(user, id);
  if (!lead || lead.deletedAt) notFound();
  const withId = pageId(param(await searchParams, "with") ?? "");
  const [pair, candidates] = await Promise.all([withId ? mergePair(user, id, withId) : Promise.resolve(null), mergeCandidates(user, id)]);
  return <MergeView lead={{ id: lead.id, fullName: lead.fullName }} pair={pair} askedFor={withId} candidates={candidates} />;
}
