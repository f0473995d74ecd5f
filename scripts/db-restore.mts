/**
 * `npm run db:restore -- <file> [--force]`: restores a backup of `npm run db:backup` into the
 * database (DATABASE_URL, or the embedded one). Refuses a database that holds data unless --force,
 * which replaces it. Stop the app first when restoring over live data.
 */
import { restoreDatabase } from "./lib/backup.mts";
import { withDatabase } from "./lib/local-database.mts";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
if (!file) {
  console.error("Usage: npm run db:restore -- <backup file> [--force]");
  process.exit(1);
}
try {
  await withDatabase((url) => restoreDatabase(url, file, { force: args.includes("--force"), log: console.log }));
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
