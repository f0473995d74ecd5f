"use client";

import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { convertLeadAction, type ConvertState } from "@/lib/crm/leads/actions";

/**
 * Convert to Account: creates the account and its primary contact from the lead, then opens the account
 * (a server action). When another lead of the same person was already converted, the answer offers that
 * account: link this lead to it, or create a second account anyway.
 */
export function ConvertLeadButton({ leadId }: { leadId: number }) {
  const { state, pending, formProps } = useActionForm<ConvertState>(convertLeadAction, { errorTitle: "Could not convert the lead" });
  const offer = state.status === "error" ? state.offer : undefined;
  return (
    <div className="grid gap-2">
      <form {...formProps}>
        <input type="hidden" name="leadId" value={leadId} />
        {offer ? (
          <div className="grid gap-2 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm" role="group" aria-label="This person is already a client">
            <p>
              This person is already a client:{" "}
              <Link href={`/crm/accounts/${offer.accountId}`} className="font-medium text-primary hover:underline">
                {offer.name}
              </Link>
              .
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="useAccount" value={offer.accountId} className={buttonVariants({ size: "sm" })} disabled={pending}>
                Use {offer.name}
              </button>
              <button type="submit" name="createNew" value="1" className={buttonVariants({ size: "sm", variant: "outline" })} disabled={pending}>
                Create a new account anyway
              </button>
            </div>
          </div>
        ) : (
          <button type="submit" className={buttonVariants({ size: "sm" })} disabled={pending}>
            {pending ? "Converting..." : "Convert to Account"}
          </button>
        )}
      </form>
      <FormMessage state={state} className="mt-1" />
    </div>
  );
}
