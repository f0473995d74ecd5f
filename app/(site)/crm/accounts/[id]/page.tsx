import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { getAccountDetail } from "@/lib/crm/accounts/account-detail";
import { defaultPipelineStages } from "@/lib/crm/opportunities/pipeline-stages";
import { assignableUsers } from "@/lib/crm/agents/agents";
import { AccountDetailView } from "@/components/crm/account-detail-view";

export const metadata: Metadata = { title: "Account", robots: { index: false } };

/** /crm/accounts/[id]: signed-in users; an account the user may not see is a 404, like one that does not exist. */
export default async function AccountPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ notice?: string | string[] }> }) {
  const user = await requireUser();
  const id = pageId((await params).id);
  if (!id) notFound();
  const [detail, stages, users] = await Promise.all([
    getAccountDetail(user, id),
    defaultPipelineStages(),
    user.role === "admin" ? assignableUsers() : Promise.resolve(null),
  ]);
  if (!detail) notFound();
  return <AccountDetailView detail={detail} stages={stages} users={users} notice={(await searchParams).notice} />;
}
