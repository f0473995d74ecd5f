/**
 * Vitest setup (vitest.config.ts `setupFiles`): every test file starts with an empty job queue.
 *
 * The files share one database and run one at a time. A file that leaves jobs behind (a simulated
 * year's dunning e-mails, a capture whose automation job it never ran) would otherwise hand them to the
 * next file that runs a worker, which then spends its time, and its timeout, on work that is not its own.
 * Nothing runs between two files, so every job waiting here belongs to a file that has finished.
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
  } finally {
    await client.end();
  }
});
