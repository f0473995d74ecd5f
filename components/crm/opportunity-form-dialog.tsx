"use client";

import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { LazyDialog } from "@/components/crm/lazy-dialog";
import type { OpportunityDialogProps } from "@/components/crm/opportunity-dialog";

const OpportunityDialog = dynamic(() => import("@/components/crm/opportunity-dialog").then((m) => m.OpportunityDialog), { ssr: false });

/**
 * Add Opportunity (spec §2): name, account (searched, never the whole table), stage from the
 * default pipeline, amount, probability 0–100 (form default 0), close date. The dialog loads on first use.
 */
export function OpportunityFormDialog({ trigger, ...props }: OpportunityDialogProps & { trigger?: React.ReactElement }) {
  return <LazyDialog trigger={trigger ?? <Button variant="outline">Add Opportunity</Button>}>{(state) => <OpportunityDialog {...state} {...props} />}</LazyDialog>;
}
