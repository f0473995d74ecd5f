import type { Task } from "graphile-worker";
import { db } from "@/lib/db";
import { VITALS_KEEP_DAYS } from "@/lib/constants";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly housekeeping: expired rate-limit windows, idempotency records older than 24 hours, sessions
 * and password-reset links that ended more than a day ago (kept that long so the account page and the
 * audit trail can still be read against them), and Web Vitals older than VITALS_KEEP_DAYS (the
 * report's longest window is 28 days).
 */
export const pruneExpired: Task = async (_payload, helpers) => {
  const now = Date.now();
  const dayAgo = new Date(now - DAY_MS);
  const limits = await db().rateLimit.deleteMany({ where: { resetAt: { lt: new Date(now) } } });
  const keys = await db().idempotencyRecord.deleteMany({ where: { createdAt: { lt: dayAgo } } });
  const sessions = await db().userSession.deleteMany({ where: { OR: [{ expiresAt: { lt: dayAgo } }, { revokedAt: { lt: dayAgo } }] } });
  const resets = await db().passwordResetToken.deleteMany({ where: { expiresAt: { lt: dayAgo } } });
  const vitals = await db().webVital.deleteMany({ where: { createdAt: { lt: new Date(now - VITALS_KEEP_DAYS * DAY_MS) } } });
  helpers.logger.info(
    `pruned ${limits.count} rate-limit windows, ${keys.count} idempotency records, ${sessions.count} sessions, ${resets.count} reset links, ${vitals.count} Web Vitals`,
  );
};
