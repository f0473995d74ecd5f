/**
 * migrate() against a real PostgreSQL (DATABASE_URL; skipped without it). Each case runs in a
 * database of its own, created and dropped here, so the shared test database is left alone.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, migrationChecksum } from "./migrate.mts";
import { DEFAULT_MIGRATIONS_DIR, listMigrationNames } from "./migrations-dir.mts";

const serverUrl = process.env.DATABASE_URL;
const quiet = () => undefined;

describe.skipIf(!serverUrl)("migrate", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  /** A new empty database on the DATABASE_URL server; dropped after the tests. */
  async function freshDatabase(): Promise<string> {
    const name = `migrate_test_${randomBytes(6).toString("hex")}`;
    await withClient(serverUrl!, (c) => c.query(`CREATE DATABASE ${name}`));
    cleanups.push(() => withClient(serverUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** A migrations folder of our own: { folder name: SQL }. */
  async function migrationsDir(migrations: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), "migrate-test-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    for (const [name, sql] of Object.entries(migrations)) await writeMigration(dir, name, sql);
    return dir;
  }

  it("applies the committed migrations to a fresh database and records them like Prisma", async () => {
    const url = await freshDatabase();
    const names = await listMigrationNames(DEFAULT_MIGRATIONS_DIR);
    expect(names.length).toBeGreaterThan(0);

    expect(await migrate(url, { log: quiet })).toEqual({ applied: names });

    const rows = await withClient(url, async (c) => {
      const result = await c.query(
        "SELECT id, checksum, migration_name, finished_at, started_at, logs, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY started_at",
      );
      return result.rows;
    });
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const [i, row] of rows.entries()) {
      const file = await readFile(path.join(DEFAULT_MIGRATIONS_DIR, names[i]!, "migration.sql"));
      expect(row.checksum).toBe(migrationChecksum(file));
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row).toMatchObject({ logs: null, rolled_back_at: null, applied_steps_count: 1 });
    }

    // Running again applies nothing.
    expect(await migrate(url, { log: quiet })).toEqual({ applied: [] });
  });

  it("creates _prisma_migrations with Prisma's column types", async () => {
    const url = await freshDatabase();
    await migrate(url, { log: quiet, migrationsDir: await migrationsDir({}) });
    const columns = await withClient(url, async (c) => {
      const result = await c.query(
        `SELECT column_name, data_type, character_maximum_length AS len, is_nullable, column_default
           FROM information_schema.columns WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
      );
      return result.rows.map((r) => [r.column_name, r.data_type, r.len, r.is_nullable, r.column_default]);
    });
    expect(columns).toEqual([
      ["id", "character varying", 36, "NO", null],
      ["checksum", "character varying", 64, "NO", null],
      ["finished_at", "timestamp with time zone", null, "YES", null],
      ["migration_name", "character varying", 255, "NO", null],
      ["logs", "text", null, "YES", null],
      ["rolled_back_at", "timestamp with time zone", null, "YES", null],
      ["started_at", "timestamp with time zone", null, "NO", "now()"],
      ["applied_steps_count", "integer", null, "NO", "0"],
    ]);
  });

  it("applies only what is pending, in order", async () => {
    const url = await freshDatabase();
    const dir = await migrationsDir({ "20250101000000_one": 'CREATE TABLE "one" (id int);' });
    expect(await migrate(url, { log: quiet, migrationsDir: dir })).toEqual({ applied: ["20250101000000_one"] });
    await writeMigration(dir, "20250102000000_two", 'CREATE TABLE "two" (id int);\nCREATE TABLE "three" (id int);');
    expect(await migrate(url, { log: quiet, migrationsDir: dir })).toEqual({ applied: ["20250102000000_two"] });
  });

  it("rolls a failing migration back completely and records nothing for it", async () => {
    const url = await freshDatabase();
    const dir = await migrationsDir({
      "20250101000000_ok": 'CREATE TABLE "ok" (id int);',
      "20250102000000_bad": 'CREATE TABLE "half" (id int);\nINSERT INTO "missing" VALUES (1);',
    });
    await expect(migrate(url, { log: quiet, migrationsDir: dir })).rejects.toThrow(
      /Migration 20250102000000_bad failed and was rolled back: relation "missing" does not exist.*line 2/,
    );
    const state = await withClient(url, async (c) => ({
      names: (await c.query("SELECT migration_name FROM _prisma_migrations")).rows.map((r) => r.migration_name),
      half: (await c.query("SELECT to_regclass('half') AS t")).rows[0].t,
    }));
    expect(state).toEqual({ names: ["20250101000000_ok"], half: null });
  });

  it("accepts a line-ending-only change but refuses an edited applied migration", async () => {
    const url = await freshDatabase();
    const one = 'CREATE TABLE "one" (id int);\nCREATE TABLE "uno" (id int);\n';
    const dir = await migrationsDir({ "20250101000000_one": one });
    await migrate(url, { log: quiet, migrationsDir: dir });

    // A checkout with Windows line endings is not a change (Prisma's rule too).
    await writeMigration(dir, "20250101000000_one", one.replace(/\n/g, "\r\n"));
    await writeMigration(dir, "20250102000000_two", 'CREATE TABLE "two" (id int);');
    expect(await migrate(url, { log: quiet, migrationsDir: dir })).toEqual({ applied: ["20250102000000_two"] });

    await writeMigration(dir, "20250101000000_one", one.replace("(id int)", "(id bigint)"));
    await writeMigration(dir, "20250103000000_three", 'CREATE TABLE "three" (id int);');
    await expect(migrate(url, { log: quiet, migrationsDir: dir })).rejects.toThrow(
      /Migration 20250101000000_one was modified after it was applied/,
    );
    const names = await withClient(url, async (c) => (await c.query("SELECT migration_name FROM _prisma_migrations")).rows);
    expect(names).toHaveLength(2);
  });

  it("serialises concurrent runs with the advisory lock", async () => {
    const url = await freshDatabase();
    const dir = await migrationsDir({
      "20250101000000_slow": 'SELECT pg_sleep(0.5);\nCREATE TABLE "slow" (id int);',
      "20250102000000_next": 'CREATE TABLE "next" (id int);',
    });
    const runs = await Promise.all([1, 2, 3].map(() => migrate(url, { log: quiet, migrationsDir: dir })));
    expect(runs.flatMap((r) => r.applied).sort()).toEqual(["20250101000000_slow", "20250102000000_next"]);
    const count = await withClient(url, async (c) => (await c.query("SELECT count(*)::int AS n FROM _prisma_migrations")).rows[0].n);
    expect(count).toBe(2);
  });
});

async function writeMigration(dir: string, name: string, sql: string): Promise<void> {
  await mkdir(path.join(dir, name), { recursive: true });
  await writeFile(path.join(dir, name, "migration.sql"), sql);
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
