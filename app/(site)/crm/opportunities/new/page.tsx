import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { param } from "@/lib/crm/list-params";
import { getAccount } from "@/lib/crm/accounts/get-account";
import { accountOptions } from "@/lib/crm/accounts/list-accounts";
import { assignableUsers } from "@/lib/crm/agents/agents";
import { defaultPipelineStages } from "@/lib/crm/opportunities/pipeline-stages";
import { OpportunityForm } from "@/components/crm/opportunity-form";
import { CrmFormPage } from "@/components/crm/crm-form-page";
import { AccountSearchForm } from "@/components/crm/account-search-form";

export const metadata: Metadata = { title: "Add Opportunity", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /crm/opportunities/new: the Add Opportunity form as a page (the buttons open it without
 * JavaScript). `?accountId=` fixes the account (from its page); otherwise the account select lists the
 * user's accounts, narrowed by `?q=`.
 */
export default async function NewOpportunityPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const sp = await searchParams;
  const accountId = pageId(param(sp, "accountId") ?? "");
  const q = (param(sp, "q") ?? "").trim().slice(0, 100);
  const [fixed, accounts, stages, users] = await Promise.all([
    accountId ? getAccount(user, accountId) : Promise.resolve(null),
    accountOptions(user, q),
    defaultPipelineStages(),
    user.role === "admin" ? assignableUsers() : Promise.resolve(null),
  ]);
  const account = fixed ? { id: fixed.id, name: fixed.name } : undefined;
  return (
    <CrmFormPage
      title="Add Opportunity"
      description="A deal you are working on with one of your accounts."
      back={account ? { href: `/crm/accounts/${account.id}`, label: account.name } : { href: "/crm?tab=opportunities", label: "Opportunities" }}
    >
      {!account && <AccountSearchForm q={q} action="/crm/opportunities/new" />}
      <OpportunityForm stages={stages.map((s) => ({ value: s.value, label: s.label }))} users={users} account={account} accounts={accounts} standalone />
    </CrmFormPage>
  );
}
