/**
 * Makes sure `texas_zips` holds the installed dataset package's Texas ZIP codes: a no-op (one query)
 * when the table's comment names the installed version, otherwise scripts/load-texas-zips.mts runs in
 * a child process (the package is large; the caller's memory stays as it was).
 */
import { createRequire } from "node:module";
import pg from "pg";
import { TEXAS_ZIP_DATASET } from "./texas-zip-rows.mts";
import { run } from "./proc.mts";

export async function ensureTexasZips(databaseUrl: string, log: (line: string) => void = () => undefined): Promise<void> {
  const require = createRequire(import.meta.url);
  const version = (require(`${TEXAS_ZIP_DATASET}/package.json`) as { version: string }).version;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let loaded: string | null;
  try {
    const { rows } = await client.query<{ comment: string | null }>(`SELECT obj_description('texas_zips'::regclass, 'pg_class') AS comment`);
    loaded = rows[0]?.comment ?? null;
  } finally {
    await client.end();
  }
  if (loaded === `${TEXAS_ZIP_DATASET}@${version}`) return;
  const code = await run(process.execPath, ["--import", "tsx", "scripts/load-texas-zips.mts", databaseUrl], { stdio: ["ignore", "ignore", "inherit"] });
  if (code !== 0) throw new Error(`Loading the Texas ZIP codes failed (exit ${code})`);
  log(`Loaded the Texas ZIP codes (${TEXAS_ZIP_DATASET} ${version}).`);
}
