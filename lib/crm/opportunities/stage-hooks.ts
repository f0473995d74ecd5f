import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OpportunityStage } from "@/lib/generated/prisma/enums";
import type { SessionUser } from "@/lib/auth/users";
import { queueOpportunityStageEvents } from "@/lib/integrations/crm/opportunity-events";

export type StageChangedOpportunity = {
  id: number;
  name: string;
  accountId: number;
  leadId: number | null;
  amount: string | null;
  assignedTo: number | null;
};

export type StageChangedEvent = {
  opportunity: StageChangedOpportunity;
  fromStage: OpportunityStage;
  toStage: OpportunityStage;
  /** Who moved it (null for system changes, e.g. a CRM webhook). */
  actor: SessionUser | null;
};

/**
 * Called by changeStage() (lib/crm/opportunities/change-stage.ts) for every opportunity stage
 * change, inside the same transaction as the change, its history row and its audit entry: work
 * done here with `tx` commits or rolls back with the change.
 *
 * Records the Meta conversion events of the move (the `crm` stage mappings; every stage in order,
 * the first lead stage included) in the conversion-event ledger and enqueues their delivery, in
 * this transaction (lib/integrations/crm/opportunity-events.ts). Keep this signature stable:
 * changeStage() and its tests depend on it.
 */
export async function onOpportunityStageChanged(tx: Prisma.TransactionClient, event: StageChangedEvent): Promise<void> {
  await queueOpportunityStageEvents(tx, { opportunity: event.opportunity, toStage: event.toStage });
}
