/**
 * For a migration's test (real PostgreSQL): a throwaway database migrated up to, not including, the
 * migration whose folder name ends with `_<suffix>`, so the test can write rows as the product stored
 * them before it, then run the rest (`migrate(url)`) and check what the migration made of them.
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migrate } from "@/scripts/lib/migrate.mts";
import { DEFAULT_MIGRATIONS_DIR, listMigrationNames } from "@/scripts/lib/migrations-dir.mts";

export const quiet = () => undefined;

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The database's URL; `cleanups` receives what drops it and its copy of the earlier migrations. */
export async function databaseBefore(serverUrl: string, suffix: string, cleanups: (() => Promise<unknown>)[]): Promise<string> {
  const name = `${suffix}_test_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  cleanups.push(() => withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();

  const names = await listMigrationNames(DEFAULT_MIGRATIONS_DIR);
  const target = names.findIndex((n) => n.endsWith(`_${suffix}`));
  if (target <= 0) throw new Error(`no migration *_${suffix} after the first`);
  const before = await mkdtemp(path.join(tmpdir(), `${suffix}-`));
  cleanups.push(() => rm(before, { recursive: true, force: true }));
  for (const n of names.slice(0, target)) await cp(path.join(DEFAULT_MIGRATIONS_DIR, n), path.join(before, n), { recursive: true });
  await migrate(dbUrl, { migrationsDir: before, log: quiet });
  return dbUrl;
}
