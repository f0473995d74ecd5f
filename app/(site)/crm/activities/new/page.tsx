import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { param } from "@/lib/crm/list-params";
import { getAccountDetail } from "@/lib/crm/accounts/account-detail";
import { accountOptions } from "@/lib/crm/accounts/list-accounts";
import { ActivityForm } from "@/components/crm/activity-form";
import { CrmFormPage } from "@/components/crm/crm-form-page";
import { AccountSearchForm } from "@/components/crm/account-search-form";

export const metadata: Metadata = { title: "New Activity", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /crm/activities/new: the New Activity form as a page (the buttons open it without JavaScript).
 * `?accountId=` fixes the account (from its page, with its deals to pick from); otherwise the account
 * select lists the user's accounts, narrowed by `?q=`.
 */
export default async function NewActivityPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const sp = await searchParams;
  const accountId = pageId(param(sp, "accountId") ?? "");
  const q = (param(sp, "q") ?? "").trim().slice(0, 100);
  const [detail, accounts] = await Promise.all([accountId ? getAccountDetail(user, accountId) : Promise.resolve(null), accountOptions(user, q)]);
  const account = detail ? { id: detail.account.id, name: detail.account.name } : undefined;
  return (
    <CrmFormPage
      title="New Activity"
      description="A call, e-mail, meeting, task or note, with a due date if it is still to do."
      back={account ? { href: `/crm/accounts/${account.id}`, label: account.name } : { href: "/crm?tab=activities", label: "Activities" }}
    >
      {!account && <AccountSearchForm q={q} action="/crm/activities/new" />}
      <ActivityForm account={account} accounts={accounts} opportunities={detail?.opportunities.map((o) => ({ id: o.id, name: o.name }))} standalone />
    </CrmFormPage>
  );
}
