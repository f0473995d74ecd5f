"use client";

import dynamic from "next/dynamic";
import { LazyDialog, type DialogTrigger } from "@/components/crm/lazy-dialog";
import type { StaffUser } from "@/components/crm/owner-select";
import type { EditableAccount } from "@/components/crm/account-form";

const AccountDialog = dynamic(() => import("@/components/crm/account-dialog").then((m) => m.AccountDialog), { ssr: false });

/**
 * Add Account (spec §2) and Edit Account: the button, and the dialog loaded on first use. Without
 * JavaScript the button is a link to the same form on a page of its own.
 */
export function AccountFormDialog({ users, account, trigger }: { users: StaffUser[] | null; account?: EditableAccount; trigger?: DialogTrigger }) {
  return (
    <LazyDialog trigger={trigger ?? { label: "Add Account" }} fallbackHref={account ? `/crm/accounts/${account.id}/edit` : "/crm/accounts/new"}>
      {(state) => <AccountDialog {...state} users={users} account={account} />}
    </LazyDialog>
  );
}
