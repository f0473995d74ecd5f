"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ActivityForm } from "@/components/crm/activity-form";
import type { LazyDialogState } from "@/components/crm/lazy-dialog";

export type ActivityDialogProps = { account?: { id: number; name: string }; opportunities?: { id: number; name: string }[] };

/** The New Activity dialog; its form is discarded when it closes. */
export function ActivityDialog({ open, setOpen, onCloseAutoFocus, ...props }: LazyDialogState & ActivityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>New Activity</DialogTitle>
          <DialogDescription>A call, e-mail, meeting, task or note, with a due date if it is still to do.</DialogDescription>
        </DialogHeader>
        {open && <ActivityForm {...props} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
