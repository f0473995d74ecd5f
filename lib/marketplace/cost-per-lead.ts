/** What the effective cost per lead needs of a plan (an entitlement). */
export type CostPlan = {
  status: string;
  priceCents: number;
  pricePerLeadCents: number;
  quota: number;
  /** Replacements credited (quota + 1 each): delivered free. */
  credits: number;
  delivered: number;
  returned: number;
  periodEnd: Date | null;
};

/**
 * The buyer's effective cost per lead (issue 31 §7): what the leads delivered so far cost, divided by
 * the leads kept (delivered minus returned). A plan whose period has ended counts its whole price; a
 * current one its price per lead for each lead delivered against its quota, a credited replacement
 * free. So a Growth buyer three days into the month with two leads sees $18.00, not the month's $900
 * over two leads; and a period that ends short of its quota shows what each kept lead really cost.
 * A plan still waiting for its set-up counts nothing. Null when no lead is kept yet.
 */
export function effectiveCostPerLead(plans: CostPlan[], now: Date): number | null {
  let cost = 0;
  let kept = 0;
  for (const p of plans) {
    if (p.status === "awaiting_setup") continue;
    const ended = p.periodEnd !== null && p.periodEnd.getTime() <= now.getTime();
    const paidFor = Math.min(Math.max(p.delivered - p.credits, 0), p.quota);
    cost += ended ? p.priceCents : p.pricePerLeadCents * paidFor;
    kept += p.delivered - p.returned;
  }
  return kept > 0 ? Math.round(cost / kept) : null;
}
