/**
 * Vitest setup (vitest.config.ts `setupFiles`): every test file starts with an empty job queue and no
 * Meta event waiting to be sent.
 *
 * The files share one database and run one at a time. A file that leaves work behind (a simulated
 * year's dunning e-mails, the thousands of Meta events of a simulated month's captures) would otherwise
 * hand it to the next file that runs a worker or the Meta sweep, which then spends its time, and its
 * timeout, on work that is not its own. Nothing runs between two files, so all of it belongs to a file
 * that has finished.
 */
import { beforeAll } from "vitest";
import pg from "pg";

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ installed: boolean }>(`SELECT to_regclass('graphile_worker._private_jobs') IS NOT NULL AS installed`);
    if (rows[0]?.installed) await client.query("DELETE FROM graphile_worker._private_jobs");
    const { rows: ledger } = await client.query<{ exists: boolean }>(`SELECT to_regclass('public.conversion_events') IS NOT NULL AS exists`);
    if (ledger[0]?.exists) await client.query("DELETE FROM conversion_events WHERE status = 'pending'");
  } finally {
    await client.end();
  }
});
