/**
 * "The committed migrations match prisma/schema.prisma", proven offline: Prisma's WASM schema
 * engine replays prisma/migrations into an in-memory PGlite and diffs the result against the
 * schema (no PostgreSQL server needed). Fix a failure with `npm run db:diff -- --name <name>`.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_MIGRATIONS_DIR, DEFAULT_SCHEMA_PATH } from "./migrations-dir.mts";
import { diffMigrationsToSchema } from "./schema-diff.mts";

// Each diff boots PGlite and replays every migration: seconds, not milliseconds.
const SLOW = 180_000;

describe("diffMigrationsToSchema", () => {
  const temp: string[] = [];
  afterAll(() => Promise.all(temp.map((d) => rm(d, { recursive: true, force: true }))));

  it(
    "finds no difference between the committed migrations and prisma/schema.prisma",
    async () => {
      expect(await diffMigrationsToSchema()).toBe("");
    },
    SLOW,
  );

  it(
    "reports the SQL for a schema change the migrations do not have",
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "schema-diff-"));
      temp.push(dir);
      const schemaPath = path.join(dir, "schema.prisma");
      const schema = await readFile(DEFAULT_SCHEMA_PATH, "utf8");
      await writeFile(schemaPath, `${schema}\nmodel DiffProbe {\n  id Int @id\n  label String?\n}\n`);
      await cp(DEFAULT_MIGRATIONS_DIR, path.join(dir, "migrations"), { recursive: true });

      const sql = await diffMigrationsToSchema({ schemaPath, migrationsDir: path.join(dir, "migrations") });
      expect(sql).toContain('CREATE TABLE "DiffProbe"');
      expect(sql).toContain('"label" TEXT');
    },
    SLOW,
  );
});
