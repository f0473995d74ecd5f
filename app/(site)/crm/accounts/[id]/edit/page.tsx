import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { getAccount } from "@/lib/crm/accounts/get-account";
import { assignableUsers } from "@/lib/crm/agents/agents";
import { AccountForm } from "@/components/crm/account-form";
import { CrmFormPage } from "@/components/crm/crm-form-page";
import { DeleteRecordForm } from "@/components/crm/delete-record-form";
import { DELETE_WARNINGS } from "@/components/crm/delete-warnings";
import { deleteAccountAction } from "@/lib/crm/accounts/actions";

export const metadata: Metadata = { title: "Edit Account", robots: { index: false } };

/**
 * /crm/accounts/[id]/edit: Edit Account and Delete as a page (the account page's buttons open it
 * without JavaScript). An account the user may not see is a 404, like one that does not exist.
 */
export default async function EditAccountPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = pageId((await params).id);
  if (!id) notFound();
  const [account, users] = await Promise.all([getAccount(user, id), user.role === "admin" ? assignableUsers() : Promise.resolve(null)]);
  if (!account) notFound();
  return (
    <CrmFormPage title={`Edit ${account.name}`} description="Change this account's details." back={{ href: `/crm/accounts/${account.id}`, label: account.name }}>
      <AccountForm users={users} account={account} standalone />
      <DeleteRecordForm
        action={deleteAccountAction}
        fields={{ accountId: account.id }}
        noun="account"
        name={account.name}
        warning={DELETE_WARNINGS.account}
        className="mt-8 border-t pt-6"
      />
    </CrmFormPage>
  );
}
