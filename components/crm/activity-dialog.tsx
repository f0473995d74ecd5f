"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ActivityForm, type ActivityFormProps } from "@/components/crm/activity-form";
import type { LazyDialogState } from "@/components/crm/lazy-dialog";

export type ActivityDialogProps = Omit<ActivityFormProps, "onDone" | "standalone" | "accounts">;

/** The New Activity / Edit Activity dialog; its form is discarded when it closes. */
export function ActivityDialog({ open, setOpen, onCloseAutoFocus, ...props }: LazyDialogState & ActivityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{props.activity ? "Edit Activity" : "New Activity"}</DialogTitle>
          <DialogDescription>
            {props.activity ? "Change this activity, reschedule it or mark it done." : "A call, e-mail, meeting, task or note, with a due date if it is still to do."}
          </DialogDescription>
        </DialogHeader>
        {open && <ActivityForm {...props} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
