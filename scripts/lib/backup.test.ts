import { afterAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { backupDatabase, restoreDatabase, RestoreRefused } from "./backup.mts";
import { ensureDatabase } from "./embedded-db.mts";

/** A backup of the test database restores into an empty database with identical row counts and rows. */
const source = process.env.DATABASE_URL!;
const dir = await mkdtemp(path.join(tmpdir(), "til-backup-"));
const targetName = `restore_${randomBytes(4).toString("hex")}`;
const target = Object.assign(new URL(source), { pathname: `/${targetName}` }).toString();

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql, params)).rows;
  } finally {
    await c.end();
  }
}

async function counts(url: string): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(url, `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`);
  const out: Record<string, number> = {};
  for (const { name } of tables) out[name] = Number((await query<{ n: string }>(url, `SELECT count(*) AS n FROM "${name}"`))[0]!.n);
  return out;
}

describe("db:backup / db:restore", () => {
  afterAll(async () => {
    await query(Object.assign(new URL(source), { pathname: "/postgres" }).toString(), `DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  });

  it("restores into an empty database with identical row counts, identical rows and working sequences", async () => {
    // Data with the awkward types: enums, text arrays, JSON, timestamps, a self-reference.
    const [first] = await query<{ id: number }>(
      source,
      `INSERT INTO leads ("fullName", email, phone, "leadType", source, "verificationFlags", "updatedAt")
       VALUES ('Maria Gonzalez', 'maria.backup@gmail.com', '(512) 473-2389', 'home', 'backup-test', ARRAY['a "quoted" flag', 'ünïcode'], now()) RETURNING id`,
    );
    await query(
      source,
      `INSERT INTO leads ("fullName", email, phone, "leadType", source, "duplicateOfId", "updatedAt")
       VALUES ('Maria Gonzalez', 'maria.backup@gmail.com', '(512) 473-2389', 'home', 'backup-test', $1, now())`,
      [first!.id],
    );

    const file = path.join(dir, "backup.jsonl.gz");
    const header = await backupDatabase(source, file);
    expect(header.migrations.length).toBeGreaterThan(0);
    const expected = Object.fromEntries(header.tables.map((t) => [t.name, t.rows]));
    expect(expected.leads).toBeGreaterThanOrEqual(2);

    await ensureDatabase(target, targetName);
    await restoreDatabase(target, file);
    expect(await counts(target)).toEqual(expected);

    const leadsSql = `SELECT to_jsonb(l) AS r FROM leads l WHERE source = 'backup-test' ORDER BY id`;
    expect(await query(target, leadsSql)).toEqual(await query(source, leadsSql));

    // New rows continue after the restored ids.
    const maxId = Number((await query<{ m: number }>(target, `SELECT max(id) AS m FROM leads`))[0]!.m);
    const [next] = await query<{ id: number }>(
      target,
      `INSERT INTO leads ("fullName", email, phone, "leadType", "updatedAt") VALUES ('Ana Ruiz', 'ana@gmail.com', '(512) 473-2390', 'auto', now()) RETURNING id`,
    );
    expect(next!.id).toBeGreaterThan(maxId);

    // A database that holds data is not overwritten without --force; with it, the data is replaced.
    await expect(restoreDatabase(target, file)).rejects.toBeInstanceOf(RestoreRefused);
    await restoreDatabase(target, file, { force: true });
    expect(await counts(target)).toEqual(expected);
  }, 120_000);

  it("refuses a file that is not one of our backups", async () => {
    const { writeFile } = await import("node:fs/promises");
    const { gzipSync } = await import("node:zlib");
    const bogus = path.join(dir, "bogus.jsonl.gz");
    await writeFile(bogus, gzipSync('{"hello":"world"}\n'));
    await expect(restoreDatabase(target, bogus)).rejects.toBeInstanceOf(RestoreRefused);
  });
});
