/**
 * `npm run db:backup [-- <file>]`: a consistent backup of the database (DATABASE_URL, or the
 * embedded one of `npm start`) into .data/backups/<time>.jsonl.gz unless a file is given.
 * See scripts/lib/backup.mts for the format.
 */
import path from "node:path";
import { backupDatabase } from "./lib/backup.mts";
import { withDatabase } from "./lib/local-database.mts";

const file = process.argv[2] ?? path.join(".data", "backups", `${new Date().toISOString().replace(/[:.]/g, "-")}.jsonl.gz`);
try {
  const header = await withDatabase((url) => backupDatabase(url, file));
  const rows = header.tables.reduce((n, t) => n + t.rows, 0);
  console.log(`Backed up ${rows} rows in ${header.tables.length} tables to ${file}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
