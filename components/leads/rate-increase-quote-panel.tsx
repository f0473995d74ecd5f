"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { RateIncreaseQuoteForm } from "@/components/leads/rate-increase-quote-form";

/** The "Request Insurance Quotes" dialog of /fb-ad (loaded on first intent, see rate-increase-quote-dialog.tsx). */
export default function RateIncreaseQuotePanel({
  company,
  open,
  onOpenChange,
  returnFocusTo,
  onSubmitted,
}: {
  company: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there when the dialog closes. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  onSubmitted: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Request Insurance Quotes</DialogTitle>
          <DialogDescription>
            Tell us what to quote. A licensed Texas agent compares carriers and contacts you within 24 hours.
          </DialogDescription>
        </DialogHeader>
        <RateIncreaseQuoteForm company={company} onSubmitted={onSubmitted} />
      </DialogContent>
    </Dialog>
  );
}
