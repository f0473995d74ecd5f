"use client";

import dynamic from "next/dynamic";
import { LazyDialog, type DialogTrigger } from "@/components/crm/lazy-dialog";
import type { OpportunityDialogProps } from "@/components/crm/opportunity-dialog";

const OpportunityDialog = dynamic(() => import("@/components/crm/opportunity-dialog").then((m) => m.OpportunityDialog), { ssr: false });

/** The page holding the same form, for browsers without JavaScript. */
function formPage({ opportunity, account }: OpportunityDialogProps): string {
  if (opportunity) return `/crm/opportunities/${opportunity.id}/edit`;
  return account ? `/crm/opportunities/new?accountId=${account.id}` : "/crm/opportunities/new";
}

/**
 * Add Opportunity (spec §2): name, account (searched, never the whole table), stage from the
 * default pipeline, amount, probability 0–100 (form default 0), close date; and Edit Opportunity.
 * The dialog loads on first use; without JavaScript the button opens the form's own page.
 */
export function OpportunityFormDialog({ trigger, ...props }: OpportunityDialogProps & { trigger?: DialogTrigger }) {
  return (
    <LazyDialog trigger={trigger ?? { label: "Add Opportunity", variant: "outline" }} fallbackHref={formPage(props)}>
      {(state) => <OpportunityDialog {...state} {...props} />}
    </LazyDialog>
  );
}
