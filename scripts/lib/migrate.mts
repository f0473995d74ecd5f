/**
 * Applies the committed Prisma migrations (prisma/migrations/<name>/migration.sql) to a PostgreSQL
 * database: the job of `prisma migrate deploy`, which cannot run here because the Prisma CLI needs
 * a native schema-engine binary that these machines cannot download.
 *
 * History is kept in Prisma's own `_prisma_migrations` table, in Prisma's format (same DDL,
 * checksum = sha256 hex of migration.sql, uuid ids, one applied step per migration), so a machine
 * with the real CLI sees the same history. Like Prisma it holds the advisory lock 72707369 while
 * it works, so concurrent runs (ours or Prisma's) wait for each other.
 *
 * Differences from Prisma, on purpose: each migration runs inside its own transaction, and a
 * migration that fails is rolled back and not recorded (the database is left as before it, so
 * fixing the file and running again is enough). A migration whose file changed after it was
 * applied is refused.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { DEFAULT_MIGRATIONS_DIR, listMigrationNames, MIGRATION_FILE } from "./migrations-dir.mts";

export type MigrateOptions = { migrationsDir?: string; log?: (s: string) => void };

/** Prisma Migrate's advisory lock key (schema-engine's postgres connector). */
const PRISMA_MIGRATE_LOCK = 72707369;

/** Prisma's DDL for the history table, verbatim. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

type LocalMigration = { name: string; script: Buffer; checksum: string };
type HistoryRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
};

/** Applies pending migrations in order; returns the names applied by this call. */
export async function migrate(databaseUrl: string, opts: MigrateOptions = {}): Promise<{ applied: string[] }> {
  const migrationsDir = path.resolve(opts.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);
  const log = opts.log ?? ((s: string) => console.log(s));
  const local = await readLocalMigrations(migrationsDir);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await acquireLock(client, log);
    try {
      await client.query(CREATE_MIGRATIONS_TABLE);
      const pending = await pendingMigrations(client, local, log);
      const applied: string[] = [];
      for (const migration of pending) {
        log(`Applying migration ${migration.name}`);
        await applyOne(client, migration);
        applied.push(migration.name);
      }
      return { applied };
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

/** sha256 hex of the file bytes: what Prisma stores in `_prisma_migrations.checksum`. */
export function migrationChecksum(script: Buffer | string): string {
  return createHash("sha256").update(script).digest("hex");
}

/** Prisma accepts a checksum computed with either line ending (git may convert them). */
function checksumMatches(script: Buffer, recorded: string): boolean {
  const text = script.toString("utf8");
  const variants = [script, text.replace(/\r\n/g, "\n"), text.replace(/\r?\n/g, "\r\n")];
  return variants.some((v) => migrationChecksum(v) === recorded);
}

async function readLocalMigrations(migrationsDir: string): Promise<LocalMigration[]> {
  const migrations: LocalMigration[] = [];
  for (const name of await listMigrationNames(migrationsDir)) {
    const file = path.join(migrationsDir, name, MIGRATION_FILE);
    if (!existsSync(file)) throw new Error(`Migration folder ${name} has no ${MIGRATION_FILE} (${file}).`);
    const script = await readFile(file);
    migrations.push({ name, script, checksum: migrationChecksum(script) });
  }
  return migrations;
}

async function acquireLock(client: pg.Client, log: (s: string) => void): Promise<void> {
  const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
    PRISMA_MIGRATE_LOCK,
  ]);
  if (rows[0]?.locked) return;
  log("Another migration run holds the migration lock; waiting for it to finish…");
  await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK]);
}

/** Compares the history table with the folder; throws on failed or edited migrations. */
async function pendingMigrations(
  client: pg.Client,
  local: LocalMigration[],
  log: (s: string) => void,
): Promise<LocalMigration[]> {
  const { rows } = await client.query<HistoryRow>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at, logs
       FROM _prisma_migrations ORDER BY started_at`,
  );
  const live = rows.filter((r) => r.rolled_back_at === null);

  const failed = live.filter((r) => r.finished_at === null);
  if (failed.length > 0) {
    const names = failed.map((r) => r.migration_name).join(", ");
    throw new Error(
      `The database has failed migrations (${names}): _prisma_migrations rows with no finished_at. ` +
        `Check the database state, then mark them rolled back (prisma migrate resolve --rolled-back <name>, ` +
        `or set rolled_back_at = now() on those rows) and run again.\n${failed.map((r) => r.logs ?? "").join("\n")}`.trim(),
    );
  }

  const finished = new Map(live.map((r) => [r.migration_name, r]));
  for (const migration of local) {
    const row = finished.get(migration.name);
    if (row && !checksumMatches(migration.script, row.checksum)) {
      throw new Error(
        `Migration ${migration.name} was modified after it was applied (recorded checksum ${row.checksum}, ` +
          `file now ${migration.checksum}). Restore the applied version of its migration.sql and put the change ` +
          `in a new migration (npm run db:diff -- --name <name>).`,
      );
    }
  }
  const localNames = new Set(local.map((m) => m.name));
  for (const name of finished.keys()) {
    if (!localNames.has(name)) log(`Warning: migration ${name} is recorded in the database but missing locally.`);
  }
  return local.filter((m) => !finished.has(m.name));
}

/** One migration, one transaction: history row, script, finish mark, or nothing at all. */
async function applyOne(client: pg.Client, migration: LocalMigration): Promise<void> {
  const id = randomUUID();
  await client.query("BEGIN");
  try {
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, clock_timestamp(), 0)`,
      [id, migration.checksum, migration.name],
    );
    // No parameters: the simple query protocol, so the file may hold many statements.
    await client.query(migration.script.toString("utf8"));
    await client.query(
      `UPDATE _prisma_migrations SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1`,
      [id],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw new Error(`Migration ${migration.name} failed and was rolled back: ${describePgError(error, migration)}`, {
      cause: error,
    });
  }
}

function describePgError(error: unknown, migration: LocalMigration): string {
  if (!(error instanceof Error)) return String(error);
  const { position, code } = error as { position?: string; code?: string };
  let where = "";
  if (position) {
    const before = migration.script.toString("utf8").slice(0, Number(position) - 1);
    where = ` (${MIGRATION_FILE} line ${before.split("\n").length})`;
  }
  return `${error.message}${code ? ` [${code}]` : ""}${where}`;
}
