/**
 * Migration *_import_outcomes_per_batch against a real PostgreSQL (DATABASE_URL; skipped without it):
 * the outcomes of imports made before it, one row per line, move to one row per batch of 500 lines,
 * every line with its outcome, record, contact and reason, in order; import_rows is gone.
 */
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "@/scripts/lib/migrate.mts";
import { databaseBefore, quiet, withClient } from "@/prisma/testing/migration-before";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("migration import_outcomes_per_batch", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it("keeps every line's outcome of the imports made before it, in batches of 500 lines", async () => {
    const dbUrl = await databaseBefore(serverUrl!, "import_outcomes_per_batch", cleanups);

    const importId = await withClient(dbUrl, async (c) => {
      const id = (await c.query<{ id: number }>(`INSERT INTO imports (kind, "fileName", "vouchedBy", "updatedAt") VALUES ('leads', 'old.csv', 'admin, file old.csv', now()) RETURNING id`)).rows[0]!.id;
      // 1,200 lines (2 to 1201): every tenth failed, one skipped with a lead, one account row with a contact.
      await c.query(
        `INSERT INTO import_rows ("importId", line, outcome, "recordId", "contactId", reason)
         SELECT $1, g, CASE WHEN g % 10 = 0 THEN 'failed' WHEN g = 7 THEN 'skipped' ELSE 'created' END::"ImportRowOutcome",
                CASE WHEN g % 10 = 0 THEN NULL ELSE 1000 + g END, CASE WHEN g = 3 THEN 77 END,
                CASE WHEN g % 10 = 0 THEN 'Email: Please enter a valid email address' WHEN g = 7 THEN 'Same e-mail as lead #12: skipped.' END
         FROM generate_series(2, 1201) g`,
        [id],
      );
      return id;
    });

    await migrate(dbUrl, { log: quiet });
    await withClient(dbUrl, async (c) => {
      expect((await c.query(`SELECT to_regclass('import_rows') AS t`)).rows[0].t).toBeNull();
      const batches = await c.query<{ firstLine: number; lastLine: number; n: number }>(
        `SELECT "firstLine", "lastLine", cardinality(lines) AS n FROM import_batches WHERE "importId" = $1 ORDER BY "firstLine"`,
        [importId],
      );
      expect(batches.rows).toEqual([
        { firstLine: 2, lastLine: 501, n: 500 },
        { firstLine: 502, lastLine: 1001, n: 500 },
        { firstLine: 1002, lastLine: 1201, n: 200 },
      ]);
      const rows = await c.query(
        `SELECT r.line, r.outcome::text AS outcome, r."recordId", r."contactId", r.reason
         FROM import_batches b CROSS JOIN LATERAL unnest(b.lines, b.outcomes, b."recordIds", b."contactIds", b.reasons) AS r(line, outcome, "recordId", "contactId", reason)
         WHERE b."importId" = $1 ORDER BY r.line`,
        [importId],
      );
      expect(rows.rows).toHaveLength(1200);
      expect(rows.rows.slice(0, 9)).toEqual([
        { line: 2, outcome: "created", recordId: 1002, contactId: null, reason: null },
        { line: 3, outcome: "created", recordId: 1003, contactId: 77, reason: null },
        { line: 4, outcome: "created", recordId: 1004, contactId: null, reason: null },
        { line: 5, outcome: "created", recordId: 1005, contactId: null, reason: null },
        { line: 6, outcome: "created", recordId: 1006, contactId: null, reason: null },
        { line: 7, outcome: "skipped", recordId: 1007, contactId: null, reason: "Same e-mail as lead #12: skipped." },
        { line: 8, outcome: "created", recordId: 1008, contactId: null, reason: null },
        { line: 9, outcome: "created", recordId: 1009, contactId: null, reason: null },
        { line: 10, outcome: "failed", recordId: null, contactId: null, reason: "Email: Please enter a valid email address" },
      ]);
      expect(rows.rows.filter((r) => r.outcome === "failed")).toHaveLength(120);
    });
  });
});
