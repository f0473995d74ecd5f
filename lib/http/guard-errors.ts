import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { errorResponse } from "@/lib/http/responses";
import { errorMessage, log } from "@/lib/log";
import { DatabaseNotConfiguredError } from "@/lib/sql/not-configured";
import { wasRolledBackForRetry } from "@/lib/sql/retry-rolled-back";

// `connect ENOENT …/.s.PGSQL.<port>`: a server reached through its Unix socket (the embedded one) is
// stopped and its socket file is gone. `write EPIPE`: a statement written to a connection the stopping
// server had just closed (nothing of it ran; seen in test/system/lead-outage.mts on a loaded machine).
const OUTAGE_TEXT =
  /ECONNREFUSED|ECONNRESET|write EPIPE|connect ENOENT .*\.s\.PGSQL\.\d+|Connection terminated|terminating connection|Can't reach database|connect ETIMEDOUT|the database system is (starting up|shutting down)|Client has encountered a connection error|is not queryable|Server has closed the connection|timeout exceeded when trying to connect|Unable to start a transaction in the given time/i;

/**
 * Why the failure is the database being unreachable, saturated (no connection in time) or asking for a
 * retry, not a bug: a Prisma code, a SQLSTATE or the matched phrase (never request data); null otherwise.
 */
export function databaseDownReason(e: unknown): string | null {
  if (e instanceof DatabaseNotConfiguredError) return "DATABASE_URL not set";
  if (e instanceof Prisma.PrismaClientInitializationError) return "prisma-init";
  // Prisma's codes for an unreachable server, a closed connection, and no pooled connection in time.
  if (e instanceof Prisma.PrismaClientKnownRequestError && ["P1001", "P1002", "P1017", "P2024", "P2034"].includes(e.code)) return e.code;
  // PostgreSQL rolled the whole transaction back so another could go on (deadlock victim, serialization
  // failure): nothing was written, and the same request succeeds when sent again.
  if (wasRolledBackForRetry(e)) return (e as { code: string }).code;
  return OUTAGE_TEXT.exec(errorMessage(e))?.[0] ?? null;
}

/** True when the failure is the database being unreachable, saturated or asking for a retry, not a bug. */
export function isDatabaseDown(e: unknown): boolean {
  return databaseDownReason(e) !== null;
}

export function isClientAbort(e: unknown): boolean {
  return e instanceof Error && (e.name === "AbortError" || e.message === "aborted" || (e as { code?: string }).code === "ECONNRESET");
}

/**
 * Wraps a route handler: a database outage answers 503 with Retry-After (clients retry; nothing is
 * half-written because every write is one transaction); anything else unexpected is logged without
 * request data and answered with a generic 500.
 */
export function guardErrors<A extends unknown[]>(
  name: string,
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    try {
      return await handler(...args);
    } catch (e) {
      // The database first: a reset pg socket also says ECONNRESET, and that is an outage, not a client abort.
      const reason = databaseDownReason(e);
      if (reason) {
        // A server started without its database is misconfigured: an error for whoever runs it, still a 503 to the client.
        if (e instanceof DatabaseNotConfiguredError) log.error("db.unavailable", { route: name, reason });
        else log.warn("db.unavailable", { route: name, reason });
        return errorResponse(503, "Service temporarily unavailable. Please try again shortly.", { "Retry-After": "5" });
      }
      // The client went away mid-request: nothing to answer, nothing went wrong on our side.
      if (isClientAbort(e)) return errorResponse(400, "Request aborted");
      log.error("route.failed", { route: name, error: errorMessage(e) });
      return errorResponse(500, "Something went wrong on our side. Please try again.");
    }
  };
}
