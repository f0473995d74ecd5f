import { describe, expect, it } from "vitest";
import { databaseDownReason, guardErrors, isDatabaseDown } from "@/lib/http/guard-errors";
import { DatabaseNotConfiguredError } from "@/lib/sql/not-configured";

/** What a database outage looks like through Prisma 7 and node-postgres (seen in test/system/lead-outage.mts). */
const OUTAGE_MESSAGES = [
  "connect ECONNREFUSED 127.0.0.1:54320",
  "connect ENOENT /tmp/til-test-db-abc/pg/.s.PGSQL.54320",
  "write EPIPE",
  "terminating connection due to administrator command",
  "Connection terminated unexpectedly",
  "Client has encountered a connection error and is not queryable",
  "\nInvalid `prisma.idempotencyRecord.findUnique()` invocation:\n\n\nServer has closed the connection.",
  "Raw query failed. Code: `N/A`. Message: `Server has closed the connection.`",
  "the database system is shutting down",
  // Saturation: every pooled connection busy for longer than the wait allows (Prisma P2028 / pg pool).
  "Transaction API error: Unable to start a transaction in the given time.",
  "timeout exceeded when trying to connect",
];

describe("guardErrors", () => {
  it.each(OUTAGE_MESSAGES)("answers 503 with Retry-After for %j", async (message) => {
    // The reason logged is the matched phrase of the driver's message, never the request's data.
    expect(message).toContain(databaseDownReason(new Error(message)));
    const res = await guardErrors("test", async () => {
      throw new Error(message);
    })();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it.each(["40P01", "40001"])("answers 503 for PostgreSQL's retry-me SQLSTATE %s (the transaction was rolled back whole)", async (code) => {
    const e = Object.assign(new Error("deadlock detected"), { code });
    expect(isDatabaseDown(e)).toBe(true);
    expect(databaseDownReason(e)).toBe(code);
    const res = await guardErrors("test", async () => {
      throw e;
    })();
    expect(res.status).toBe(503);
  });

  it("answers 503 when the server was started without DATABASE_URL (its fault, not the client's)", async () => {
    const e = new DatabaseNotConfiguredError();
    expect(databaseDownReason(e)).toBe("DATABASE_URL not set");
    const res = await guardErrors("test", async () => {
      throw e;
    })();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("answers a bug with a generic 500 that reveals nothing", async () => {
    expect(isDatabaseDown(new Error("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(databaseDownReason(new Error("duplicate key value violates unique constraint"))).toBeNull();
    expect(isDatabaseDown(new Error("ENOENT: no such file or directory, open '/app/.next/BUILD_ID'"))).toBe(false);
    const res = await guardErrors("test", async () => {
      throw new Error("Cannot read properties of undefined (reading 'id')");
    })();
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("properties");
  });
});
