"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { OpportunityForm } from "@/components/crm/opportunity-form";
import type { StaffUser } from "@/components/crm/owner-select";
import type { LazyDialogState } from "@/components/crm/lazy-dialog";

export type OpportunityDialogProps = { stages: readonly { value: string; label: string }[]; users: StaffUser[] | null; account?: { id: number; name: string } };

/** The Add Opportunity dialog; its form is discarded when it closes. */
export function OpportunityDialog({ open, setOpen, onCloseAutoFocus, ...props }: LazyDialogState & OpportunityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Add Opportunity</DialogTitle>
          <DialogDescription>A deal you are working on with one of your accounts.</DialogDescription>
        </DialogHeader>
        {open && <OpportunityForm {...props} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
