import type { Task } from "graphile-worker";
import { sweepMarketplace } from "@/lib/marketplace/sweep";

/** `marketplace:sweep`: ended periods, and unsold leads offered again (lib/marketplace/sweep.ts). */
export const marketplaceSweepTask: Task = async () => {
  await sweepMarketplace();
};
