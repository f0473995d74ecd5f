import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OpportunityStage } from "@/lib/generated/prisma/enums";
import { OPPORTUNITY_STAGES } from "@/lib/constants";
import { SALE_EVENTS } from "@/lib/integrations/meta/events";
import { ownCrmName } from "@/lib/integrations/meta/lead-events";
import { queueDealStageEvents, queueLeadStageEvents, type StageStep } from "@/lib/integrations/meta/stage-events";
import { mappingLookup } from "@/lib/integrations/crm/stage-mappings";

type Tx = Prisma.TransactionClient;

export type OpportunityStageChange = {
  opportunity: { id: number; leadId: number | null; amount: string | number | null; accountId: number };
  toStage: OpportunityStage;
  at?: Date;
};

/**
 * Our CRM's opportunity stage changes → Meta events (the `crm` stage mappings). Meta's guidance
 * for CRM integrations is to send every stage in order, the first included: moving a deal from
 * prospecting straight to closed_won records Lead, Schedule, InitiateCheckout, SubmitApplication
 * and Purchase, in that order; stages already recorded are not sent again (event ids per lead and
 * deal). The sale carries the deal's amount.
 */
export async function queueOpportunityStageEvents(tx: Tx, change: OpportunityStageChange): Promise<void> {
  const mappings = await mappingLookup("crm", tx);
  const order = OPPORTUNITY_STAGES.map((s) => s.value as OpportunityStage);
  const target = order.indexOf(change.toStage);
  const targetMapping = mappings.get(change.toStage);
  if (target < 0 || !targetMapping || targetMapping.event === "none") return;

  const at = change.at ?? new Date();
  const amount = change.opportunity.amount === null ? null : Number(change.opportunity.amount);
  const steps: StageStep[] = [];
  for (const stage of order.slice(0, target + 1)) {
    const m = mappings.get(stage);
    if (!m || m.event === "none" || stage === "closed_lost") continue;
    const isSale = SALE_EVENTS.includes(m.event);
    // A skipped earlier sale stage is not a sale: only the target stage carries the deal's amount.
    if (isSale && stage !== change.toStage) continue;
    steps.push({ eventName: m.event, stage, occurredAt: at, value: isSale && amount !== null && amount > 0 ? amount : m.value });
  }
  if (steps.length === 0) return;

  const deal = { provider: "crm", id: change.opportunity.id };
  if (change.opportunity.leadId !== null) {
    const done = await queueLeadStageEvents(tx, { leadId: change.opportunity.leadId, steps, crmName: ownCrmName(), deal, opportunityId: change.opportunity.id }, at);
    if (done) return;
  }
  const person = await dealPerson(tx, change.opportunity.id);
  if (!person) return;
  await queueDealStageEvents(tx, { person, steps, crmName: ownCrmName(), deal, opportunityId: change.opportunity.id });
}

/** The deal's contact (else its account's primary contact, else the account) as a person. */
async function dealPerson(tx: Tx, opportunityId: number) {
  const opp = await tx.opportunity.findUnique({
    where: { id: opportunityId },
    select: {
      contact: { select: { firstName: true, lastName: true, email: true, phone: true, mobile: true, city: true, state: true, zipCode: true, country: true } },
      account: {
        select: {
          id: true,
          email: true,
          phone: true,
          city: true,
          state: true,
          zipCode: true,
          contacts: { where: { isPrimary: true }, take: 1, select: { firstName: true, lastName: true, email: true, phone: true, mobile: true, city: true, state: true, zipCode: true, country: true } },
        },
      },
    },
  });
  if (!opp) return null;
  const c = opp.contact ?? opp.account.contacts[0] ?? null;
  return {
    externalId: `account-${opp.account.id}`,
    email: c?.email ?? opp.account.email,
    phone: c?.phone ?? c?.mobile ?? opp.account.phone,
    firstName: c?.firstName ?? null,
    lastName: c?.lastName ?? null,
    city: c?.city ?? opp.account.city,
    state: c?.state ?? opp.account.state,
    zip: c?.zipCode ?? opp.account.zipCode,
    country: c?.country ?? "US",
  };
}
