import type { Task } from "graphile-worker";
import { detectAbandonedCarts } from "@/lib/checkout/abandoned-carts";

/** Every few minutes (cron): abandoned carts → cart_abandonment + one recovery e-mail each. */
export const detectAbandonedCartsTask: Task = async (_payload, helpers) => {
  const { recorded, emailed } = await detectAbandonedCarts();
  if (recorded) helpers.logger.info(`abandoned carts: ${recorded} recorded, ${emailed} recovery e-mails queued`);
};
