import type { Task } from "graphile-worker";
import { attemptPush } from "@/lib/marketplace/push/attempt";

/**
 * `marketplace:push` ({ pushId, manual? }): one attempt of a delivery's push to the buyer's system.
 * The attempt schedules its own retry (a new job under the same key), so the job itself never throws
 * for the buyer's answer; it throws only when our side fails (the database), and the queue retries it.
 */
export const pushTask: Task = async (payload) => {
  const { pushId, manual } = (payload ?? {}) as { pushId?: unknown; manual?: unknown };
  if (typeof pushId !== "number" || !Number.isInteger(pushId) || pushId <= 0) return;
  await attemptPush(pushId, { manual: manual === true });
};
