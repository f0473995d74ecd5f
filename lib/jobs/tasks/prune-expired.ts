import type { Task } from "graphile-worker";
import { db } from "@/lib/db";

/** Hourly housekeeping: expired rate-limit windows and idempotency records older than 24 hours. */
export const pruneExpired: Task = async (_payload, helpers) => {
  const limits = await db().rateLimit.deleteMany({ where: { resetAt: { lt: new Date() } } });
  const keys = await db().idempotencyRecord.deleteMany({
    where: { createdAt: { lt: new Date(Date.now() - 24 * 60 * 60 * 1000) } },
  });
  helpers.logger.info(`pruned ${limits.count} rate-limit windows, ${keys.count} idempotency records`);
};
