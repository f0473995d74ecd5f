import { ArrowLeftIcon } from "@/components/icons/arrow-left";
import { ArrowRightIcon } from "@/components/icons/arrow-right";
import { buttonVariants } from "@/components/ui/button-variants";

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
        <button type="button" onClick={onBack} disabled={pending} className={`${buttonVariants({ variant: "outline" })} sm:min-w-32`}>
          <ArrowLeftIcon aria-hidden="true" />
          Previous
        </button>
      ) : (
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      {last ? (
        <button key="submit" type="submit" disabled={pending} className={`${buttonVariants({ size: "lg" })} sm:min-w-48`}>
          {pending ? pendingLabel : submitLabel}
        </button>
      ) : (
        <button key="continue" type="submit" className={`${buttonVariants({ size: "lg" })} sm:min-w-32`}>
          Continue
          <ArrowRightIcon aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
