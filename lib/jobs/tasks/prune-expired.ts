import type { Task } from "graphile-worker";
import { db } from "@/lib/db";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly housekeeping: expired rate-limit windows, idempotency records older than 24 hours, sessions
 * and password-reset links that ended more than a day ago (kept that long so the account page and the
 * audit trail can still be read against them).
 */
export const pruneExpired: Task = async (_payload, helpers) => {
  const now = Date.now();
  const dayAgo = new Date(now - DAY_MS);
  const limits = await db().rateLimit.deleteMany({ where: { resetAt: { lt: new Date(now) } } });
  const keys = await db().idempotencyRecord.deleteMany({ where: { createdAt: { lt: dayAgo } } });
  const sessions = await db().userSession.deleteMany({ where: { OR: [{ expiresAt: { lt: dayAgo } }, { revokedAt: { lt: dayAgo } }] } });
  const resets = await db().passwordResetToken.deleteMany({ where: { expiresAt: { lt: dayAgo } } });
  helpers.logger.info(
    `pruned ${limits.count} rate-limit windows, ${keys.count} idempotency records, ${sessions.count} sessions, ${resets.count} reset links`,
  );
};
