"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, Fieldset } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { useInteractive } from "@/components/forms/use-interactive";
import { reportDefectAction } from "@/lib/marketplace/actions";
import { leadReturnSchema } from "@/lib/schemas/lead-return";
import { fieldError } from "@/lib/forms/action-state";
import { DEFECT_REPORT_HOURS, RETURN_REASONS } from "@/lib/constants";

/**
 * "Report defective" on a delivered lead's page (issue 31 §6): a dialog with the reason and an optional
 * note. Without JavaScript the same form opens in place.
 */
export function ReportDefectDialog({ leadId, name, until }: { leadId: number; name: string; until: string }) {
  const [open, setOpen] = useState(false);
  const interactive = useInteractive();
  const description = `Within ${DEFECT_REPORT_HOURS} hours of delivery (until ${until}). When our records confirm it, it is approved at once and a replacement is routed to you first; otherwise our quality team decides.`;
  if (!interactive) {
    return (
      <details>
        <summary className="cursor-pointer font-medium text-primary">Report defective</summary>
        <p className="mt-2 text-sm text-muted-foreground">{description}</p>
        <ReportForm leadId={leadId} onDone={() => undefined} />
      </details>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Report defective
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {name} defective</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ReportForm leadId={leadId} onDone={() => setOpen(false)} cancel />
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ leadId, onDone, cancel = false }: { leadId: number; onDone: () => void; cancel?: boolean }) {
  const { state, pending, formProps } = useActionForm(reportDefectAction, { schema: leadReturnSchema, onSuccess: onDone });
  return (
    <form {...formProps} className="mt-2 grid gap-4" aria-label="Report this lead defective">
      <input type="hidden" name="leadId" value={leadId} />
      <Fieldset legend="What is wrong with it?" error={fieldError(state, "reason")}>
        {RETURN_REASONS.map((r) => (
          <label key={r.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="reason" value={r.value} className="size-4 accent-primary" />
            {r.label}
          </label>
        ))}
      </Fieldset>
      <Field label="Note (optional)" htmlFor={`defect-note-${leadId}`} error={fieldError(state, "note")}>
        <Textarea name="note" rows={3} maxLength={1000} placeholder="What happened when you called" />
      </Field>
      <FormMessage state={state} />
      <DialogFooterOr cancel={cancel}>
        <Button type="submit" disabled={pending}>
          {pending ? "Reporting..." : "Report defective"}
        </Button>
      </DialogFooterOr>
    </form>
  );
}

function DialogFooterOr({ cancel, children }: { cancel: boolean; children: React.ReactNode }) {
  if (!cancel) return <div>{children}</div>;
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}
