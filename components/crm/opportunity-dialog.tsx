"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { OpportunityForm, type OpportunityFormProps } from "@/components/crm/opportunity-form";
import type { LazyDialogState } from "@/components/crm/lazy-dialog";

export type OpportunityDialogProps = Omit<OpportunityFormProps, "onDone" | "standalone" | "accounts">;

/** The Add Opportunity / Edit Opportunity dialog; its form is discarded when it closes. */
export function OpportunityDialog({ open, setOpen, onCloseAutoFocus, ...props }: LazyDialogState & OpportunityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{props.opportunity ? "Edit Opportunity" : "Add Opportunity"}</DialogTitle>
          <DialogDescription>{props.opportunity ? "Change this deal's details." : "A deal you are working on with one of your accounts."}</DialogDescription>
        </DialogHeader>
        {open && <OpportunityForm {...props} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
