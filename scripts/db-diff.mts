/**
 * `npm run db:diff -- --name add_x`: writes the next Prisma migration
 * (prisma/migrations/<YYYYMMDDHHMMSS>_add_x/migration.sql), i.e. what `prisma migrate dev
 * --create-only` would write. That command needs Prisma's native schema-engine binary, which cannot
 * be downloaded here; scripts/lib/schema-diff.mts computes the same SQL with Prisma's WASM engine
 * and an in-memory PGlite shadow database.
 *
 *   --name <name>          migration name (required unless --check)
 *   --check                CI: print the pending diff and exit 1 if the schema and migrations differ
 *   --schema <path>        default prisma/schema.prisma
 *   --migrations-dir <dir> default prisma/migrations
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { diffMigrationsToSchema } from "./lib/schema-diff.mts";
import {
  DEFAULT_MIGRATIONS_DIR,
  LOCKFILE_CONTENT,
  LOCKFILE_NAME,
  MIGRATION_FILE,
  PROJECT_ROOT,
} from "./lib/migrations-dir.mts";

const { values } = parseArgs({
  options: {
    name: { type: "string" },
    check: { type: "boolean", default: false },
    schema: { type: "string" },
    "migrations-dir": { type: "string" },
  },
});
const migrationsDir = path.resolve(values["migrations-dir"] ?? DEFAULT_MIGRATIONS_DIR);
const name = values.name === undefined ? undefined : migrationName(values.name);
if (!values.check && !name) fail("Usage: npm run db:diff -- --name <migration_name>   (or --check)");

const sql = await diffMigrationsToSchema({ migrationsDir, schemaPath: values.schema }).catch((e: Error) =>
  fail(e.message),
);

if (values.check) {
  if (sql) {
    process.stdout.write(sql);
    fail("\nThe Prisma schema and the migrations differ: run `npm run db:diff -- --name <name>` and commit it.");
  }
  console.log("Migrations match the Prisma schema.");
} else if (!sql) {
  console.log("No schema changes");
} else {
  const dir = path.join(migrationsDir, `${timestamp(new Date())}_${name}`);
  if (existsSync(dir)) fail(`${dir} already exists.`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, MIGRATION_FILE), sql);
  const lockfile = path.join(migrationsDir, LOCKFILE_NAME);
  if (!existsSync(lockfile)) await writeFile(lockfile, LOCKFILE_CONTENT);
  const file = path.join(dir, MIGRATION_FILE);
  const relative = path.relative(PROJECT_ROOT, file);
  console.log(relative.startsWith("..") ? file : relative);
}

/** Prisma's folder prefix: UTC YYYYMMDDHHMMSS. */
function timestamp(d: Date): string {
  return d.toISOString().replace(/\D/g, "").slice(0, 14);
}

/** Lower-case words joined by underscores, like Prisma's migration names. */
function migrationName(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 200);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
