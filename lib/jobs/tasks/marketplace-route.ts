import type { Task } from "graphile-worker";
import { routeLead } from "@/lib/marketplace/route-lead";

/** `marketplace:route`: one consumer lead given to its buyer (lib/marketplace/route-lead.ts); a lead routed already is skipped. */
export const marketplaceRouteTask: Task = async (payload) => {
  await routeLead((payload as { leadId: number }).leadId);
};
