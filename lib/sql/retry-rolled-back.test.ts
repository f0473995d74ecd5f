import { describe, expect, it } from "vitest";
import { sql } from "@/lib/db";
import { retryRolledBack } from "@/lib/sql/retry-rolled-back";

/** A real PostgreSQL error with the given SQLSTATE, through the same driver the app uses. */
const failWith = (code: string) => sql().query(`DO $$ BEGIN RAISE EXCEPTION 'rolled back for the test' USING ERRCODE = '${code}'; END $$`);

describe("retryRolledBack", () => {
  it.each(["40P01", "40001"])("sends the write again when PostgreSQL rolled it back with %s, and returns its answer", async (code) => {
    let tries = 0;
    const answer = await retryRolledBack(async () => {
      tries++;
      if (tries === 1) await failWith(code);
      const { rows } = await sql().query<{ n: number }>("SELECT 42 AS n");
      return rows[0]!.n;
    });
    expect(answer).toBe(42);
    expect(tries).toBe(2);
  });

  it("gives up after three tries and lets the error through (the route answers 503)", async () => {
    let tries = 0;
    const run = retryRolledBack(async () => {
      tries++;
      await failWith("40P01");
    });
    await expect(run).rejects.toMatchObject({ code: "40P01" });
    expect(tries).toBe(3);
  });

  it("never repeats a write that failed for another reason", async () => {
    let tries = 0;
    const run = retryRolledBack(async () => {
      tries++;
      await failWith("23505");
    });
    await expect(run).rejects.toMatchObject({ code: "23505" });
    expect(tries).toBe(1);
  });
});
