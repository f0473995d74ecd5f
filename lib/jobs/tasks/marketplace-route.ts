import type { Task } from "graphile-worker";
import { queuedPush, routeLead } from "@/lib/marketplace/route-lead";
import { nudgePushLane } from "@/lib/jobs/push-lane";

/** `marketplace:route`: one consumer lead given to its buyer (lib/marketplace/route-lead.ts); a lead routed already is skipped. Its push goes at once. */
export const marketplaceRouteTask: Task = async (payload) => {
  if (queuedPush(await routeLead((payload as { leadId: number }).leadId))) nudgePushLane();
};
