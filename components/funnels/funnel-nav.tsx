import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export type FunnelNavProps = {
  step: number;
  total: number;
  pending: boolean;
  onBack: () => void;
  submitLabel: string;
  pendingLabel: string;
};

/**
 * Previous (from step 2) and Continue, or the submit button on the last step. Both Continue and
 * submit are submit buttons: the form's onSubmit decides (so Enter in a field acts the same way).
 * The keys keep React from turning the Continue element into the submit button mid-click.
 */
export function FunnelNav({ step, total, pending, onBack, submitLabel, pendingLabel }: FunnelNavProps) {
  const last = step >= total;
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
      {step > 1 ? (
        <Button type="button" variant="outline" onClick={onBack} disabled={pending} className="sm:min-w-32">
          <ArrowLeftIcon aria-hidden="true" />
          Previous
        </Button>
      ) : (
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      {last ? (
        <Button key="submit" type="submit" size="lg" disabled={pending} className="sm:min-w-48">
          {pending ? pendingLabel : submitLabel}
        </Button>
      ) : (
        <Button key="continue" type="submit" size="lg" className="sm:min-w-32">
          Continue
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
