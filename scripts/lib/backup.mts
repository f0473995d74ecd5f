/**
 * Logical backups of our PostgreSQL database, in Node (the embedded server ships no pg_dump, and a
 * system pg_dump older than the server refuses to dump it). A backup is one gzip file of JSON lines:
 * a header (format, time, applied migrations, tables with row counts), then each table's rows in
 * batches, all read in one REPEATABLE READ snapshot, so the backup is consistent while the app runs.
 * Restoring migrates an empty database to the same migrations, then loads every table through
 * json_populate_recordset (types round-trip: enums, arrays, JSON, timestamps) and resets sequences.
 * The background job queue (schema graphile_worker) is not backed up: queued e-mails stay recorded
 * in `communications` with status "queued".
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { once } from "node:events";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { migrate } from "./migrate.mts";
import { DEFAULT_MIGRATIONS_DIR, listMigrationNames } from "./migrations-dir.mts";

const FORMAT = "texas-insurance-leads-backup";
const BATCH_ROWS = 1000;

export type BackupHeader = {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: { name: string; rows: number }[];
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** User tables of schema public, parents before children (foreign keys), without Prisma's history. */
async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname`,
  );
  const names = tables.map((t) => t.name);
  const parents = new Map(names.map((n) => [n, new Set(edges.filter((e) => e.child === n).map((e) => e.parent))]));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p) || !parents.has(p)));
    // A foreign-key cycle: place the rest alphabetically (restore then relies on deferred checks).
    const next = ready.length ? ready : names.filter((n) => !placed.has(n));
    for (const n of next) {
      placed.add(n);
      ordered.push(n);
    }
  }
  return ordered;
}

async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ migration_name: string }>(
    `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.migration_name);
}

function write(stream: NodeJS.WritableStream, line: string): Promise<void> | void {
  if (!stream.write(line + "\n")) return once(stream, "drain").then(() => undefined);
}

/** Writes a consistent backup of the database at `url` to `file` (gzip JSON lines). Returns its header. */
export async function backupDatabase(url: string, file: string): Promise<BackupHeader> {
  await mkdir(path.dirname(file), { recursive: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  const done = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
    gzip.on("error", reject);
  });
  gzip.pipe(out);
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const tables = await tablesInLoadOrder(client);
    const counts = [];
    for (const name of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(name)}`);
      counts.push({ name, rows: Number(rows[0]!.n) });
    }
    const header: BackupHeader = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: await appliedMigrations(client), tables: counts };
    await write(gzip, JSON.stringify(header));
    const { rows: withId } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id'`,
    );
    const hasId = new Set(withId.map((r) => r.table_name));
    for (const { name, rows: total } of counts) {
      // By id, so rows that point at earlier rows of the same table (a lead's duplicateOfId) load after them.
      const order = hasId.has(name) ? `"id"` : "ctid";
      for (let offset = 0; offset < total; offset += BATCH_ROWS) {
        const { rows } = await client.query<{ r: unknown }>(
          `SELECT to_jsonb(t) AS r FROM ${quote(name)} t ORDER BY ${order} LIMIT ${BATCH_ROWS} OFFSET ${offset}`,
        );
        await write(gzip, JSON.stringify({ table: name, rows: rows.map((x) => x.r) }));
      }
    }
    await client.query("COMMIT");
    gzip.end();
    await done;
    return header;
  } catch (e) {
    gzip.destroy();
    out.destroy();
    throw e;
  } finally {
    await client.end();
  }
}

export class RestoreRefused extends Error {}

/**
 * Restores `file` into the database at `url`: migrates it, refuses when any table holds rows unless
 * `force` (then every table is emptied first), loads every table in one transaction, resets sequences.
 */
export async function restoreDatabase(url: string, file: string, opts: { force?: boolean; log?: (line: string) => void } = {}): Promise<BackupHeader> {
  const log = opts.log ?? (() => undefined);
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? null : (JSON.parse(first.value) as BackupHeader);
  if (!header || header.format !== FORMAT) throw new RestoreRefused(`${file} is not a backup of this application.`);

  const known = new Set(await listMigrationNames(DEFAULT_MIGRATIONS_DIR));
  const unknown = header.migrations.filter((m) => !known.has(m));
  if (unknown.length) throw new RestoreRefused(`The backup was made by a newer version (unknown migrations: ${unknown.join(", ")}). Update the code first.`);

  await migrate(url, { log });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await tablesInLoadOrder(client);
    const nonEmpty: string[] = [];
    for (const name of tables) {
      const { rows } = await client.query(`SELECT 1 FROM ${quote(name)} LIMIT 1`);
      if (rows.length) nonEmpty.push(name);
    }
    if (nonEmpty.length && !opts.force) {
      throw new RestoreRefused(`The target database is not empty (${nonEmpty.slice(0, 5).join(", ")}${nonEmpty.length > 5 ? ", …" : ""}). Use --force to replace its data.`);
    }
    await client.query("BEGIN");
    if (nonEmpty.length) await client.query(`TRUNCATE ${tables.map(quote).join(", ")} RESTART IDENTITY CASCADE`);
    // Rows arrive parents first and by id. Where allowed (superuser, or rds_superuser on managed
    // PostgreSQL), foreign-key triggers are skipped during the load: the rows were consistent when read.
    await client.query("SAVEPOINT replica");
    try {
      await client.query("SET LOCAL session_replication_role = replica");
      await client.query("RELEASE SAVEPOINT replica");
    } catch {
      await client.query("ROLLBACK TO SAVEPOINT replica");
    }
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      if (!next.value.trim()) continue;
      const batch = JSON.parse(next.value) as { table: string; rows: unknown[] };
      if (!tables.includes(batch.table)) throw new RestoreRefused(`The backup holds an unknown table ${batch.table}.`);
      await client.query(`INSERT INTO ${quote(batch.table)} SELECT * FROM jsonb_populate_recordset(NULL::${quote(batch.table)}, $1::jsonb)`, [
        JSON.stringify(batch.rows),
      ]);
    }
    // Identity and serial columns continue after the restored ids.
    const { rows: sequences } = await client.query<{ table_name: string; column_name: string; seq: string }>(
      `SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
         FROM information_schema.columns
        WHERE table_schema = 'public' AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
    );
    for (const s of sequences) {
      await client.query(
        `SELECT setval($1, COALESCE((SELECT max(${quote(s.column_name)}) FROM ${quote(s.table_name)}), 0) + 1, false)`,
        [s.seq],
      );
    }
    await client.query("COMMIT");
    log(`Restored ${header.tables.reduce((n, t) => n + t.rows, 0)} rows in ${header.tables.length} tables from ${header.createdAt}.`);
    return header;
  } catch (e) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw e;
  } finally {
    await client.end();
  }
}
