import { describe, expect, it } from "vitest";
import pg from "pg";
import { unixSocketDir } from "./embedded-db.mts";

describe("the embedded PostgreSQL's Unix socket", () => {
  it("is its data folder when the socket's path fits the kernel's limit, and absent (TCP only) when it does not or the path holds a comma", () => {
    expect(unixSocketDir("/tmp/til-test-db-abc/pg", 54321)).toBe("/tmp/til-test-db-abc/pg");
    const deep = `/home/agent/${"projects/".repeat(10)}texas-leads/.data/pg`;
    expect(deep.length + "/.s.PGSQL.54321".length).toBeGreaterThan(107);
    expect(unixSocketDir(deep, 54321)).toBeUndefined();
    // The limit is in bytes: a folder named with accents takes more than its length.
    const accented = `/tmp/${"é".repeat(44)}/pg`;
    expect(accented.length + "/.s.PGSQL.54321".length).toBeLessThanOrEqual(107);
    expect(unixSocketDir(accented, 54321)).toBeUndefined();
    // PostgreSQL would read a comma as two folders.
    expect(unixSocketDir("/tmp/a,b/pg", 54321)).toBeUndefined();
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)("is what the URL it hands out connects through (no TCP client address)", async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    try {
      const { rows } = await c.query<{ addr: string | null; socket: boolean }>("SELECT inet_client_addr()::text AS addr, current_setting('unix_socket_directories') <> '' AS socket");
      expect(rows[0]).toEqual({ addr: null, socket: true });
    } finally {
      await c.end();
    }
  });
});
