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

  it.each([
    { code: "40P01", tries: 3, what: "gives up after three tries and lets the error through (the route answers 503)" },
    { code: "23505", tries: 1, what: "never repeats a write that failed for another reason" },
  ])("$what", async ({ code, tries: expected }) => {
    let tries = 0;
    const run = retryRolledBack(async () => {
      tries++;
      await failWith(code);
    });
    await expect(run).rejects.toMatchObject({ code });
    expect(tries).toBe(expected);
  });
});
