"use client";

import { useState } from "react";
import { CircleCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { RateIncreaseQuoteForm } from "@/components/leads/rate-increase-quote-form";

/**
 * The /fb-ad call to action: a button opening the "Request Insurance Quotes" dialog, which closes
 * on success (spec §4). A short confirmation then stays under the button, after the toast is gone.
 */
export function RateIncreaseQuoteDialog({ company, triggerLabel }: { company: string; triggerLabel: string }) {
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  return (
    <div className="grid justify-items-center gap-3 sm:justify-items-start">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button size="lg" className="w-full sm:w-auto">
            {triggerLabel}
          </Button>
        </DialogTrigger>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Request Insurance Quotes</DialogTitle>
            <DialogDescription>
              Tell us what to quote. A licensed Texas agent compares carriers and contacts you within 24 hours.
            </DialogDescription>
          </DialogHeader>
          <RateIncreaseQuoteForm
            company={company}
            onSubmitted={() => {
              setOpen(false);
              setSubmitted(true);
            }}
          />
        </DialogContent>
      </Dialog>
      {submitted && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
          <CircleCheckIcon aria-hidden="true" className="size-4" />
          Request received. Watch for a call or e-mail from your agent within 24 hours.
        </p>
      )}
    </div>
  );
}
