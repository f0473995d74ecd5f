"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AccountForm, type EditableAccount } from "@/components/crm/account-form";
import type { StaffUser } from "@/components/crm/owner-select";
import type { LazyDialogState } from "@/components/crm/lazy-dialog";

/** The Add Account / Edit Account dialog; its form is discarded when it closes. */
export function AccountDialog({ open, setOpen, onCloseAutoFocus, users, account }: LazyDialogState & { users: StaffUser[] | null; account?: EditableAccount }) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{account ? "Edit Account" : "Add Account"}</DialogTitle>
          <DialogDescription>{account ? "Change this account's details." : "A prospect, customer or agency you work with."}</DialogDescription>
        </DialogHeader>
        {open && <AccountForm users={users} account={account} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
