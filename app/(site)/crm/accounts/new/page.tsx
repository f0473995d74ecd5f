import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { assignableUsers } from "@/lib/crm/agents/agents";
import { AccountForm } from "@/components/crm/account-form";
import { CrmFormPage } from "@/components/crm/crm-form-page";

export const metadata: Metadata = { title: "Add Account", robots: { index: false } };

/** /crm/accounts/new: the Add Account form as a page (the dashboard's button opens it without JavaScript). */
export default async function NewAccountPage() {
  const user = await requireUser();
  const users = user.role === "admin" ? await assignableUsers() : null;
  return (
    <CrmFormPage title="Add Account" description="A prospect, customer or agency you work with." back={{ href: "/crm?tab=accounts", label: "Accounts" }}>
      <AccountForm users={users} standalone />
    </CrmFormPage>
  );
}
