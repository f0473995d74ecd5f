/**
 * "Which SQL takes a database from the committed migrations to prisma/schema.prisma?", answered
 * offline.
 *
 * Why this exists: `prisma migrate dev|diff` needs Prisma's native `schema-engine` binary, which the
 * CLI downloads at first use, and these machines cannot download it. Prisma's schema engine also
 * ships as WebAssembly (`@prisma/schema-engine-wasm`, the same engine build as prisma's own
 * `build/schema_engine_bg.wasm`); it talks to databases through a driver adapter. Here it runs its
 * `diff` command with an in-memory PGlite (PostgreSQL compiled to WASM, via pglite-prisma-adapter)
 * as the shadow database: the engine replays every migration.sql into PGlite, introspects the
 * result and diffs it against the schema. No server, no network.
 *
 * Prisma 7.10's CLI itself no longer offers this path (its migrate commands only spawn the native
 * binary, and prisma.config.ts has no adapter option), so the engine is driven directly, as
 * Prisma 6's WasmSchemaEngineLoader did. Node 20 cannot import `.wasm` modules: the engine is
 * instantiated by hand.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite, messages as pgliteMessages } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import {
  bindMigrationAwareSqlAdapterFactory,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { DiffTarget, MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";
import {
  DEFAULT_MIGRATIONS_DIR,
  DEFAULT_SCHEMA_PATH,
  listMigrationNames,
  LOCKFILE_CONTENT,
  LOCKFILE_NAME,
  MIGRATION_FILE,
} from "./migrations-dir.mts";

export type DiffOptions = { migrationsDir?: string; schemaPath?: string };

/**
 * The SQL that takes a database from the state of the committed migrations to the Prisma schema.
 * "" when they match (the engine's "-- This is an empty migration." is normalised away).
 */
export async function diffMigrationsToSchema(opts: DiffOptions = {}): Promise<string> {
  const migrationsDir = path.resolve(opts.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);
  const schemaFiles = await readSchemaFiles(path.resolve(opts.schemaPath ?? DEFAULT_SCHEMA_PATH));
  // Always from the migrations (even none): as `prisma migrate dev` does, the starting point is a
  // shadow database, so a first migration does not get the `CREATE SCHEMA "public"` that the
  // engine's "empty" source would add.
  const from: DiffTarget = { tag: "migrations", ...(await readMigrationList(migrationsDir)) };

  const SchemaEngineClass = await loadSchemaEngine();
  const pglite = new PGliteFactory();
  let engine: SchemaEngine | undefined;
  try {
    engine = await SchemaEngineClass.new(
      { datamodels: schemaFiles.map((f) => [f.path, f.content] as [string, string]) },
      () => undefined, // the engine's tracing log lines (JSON); not needed
      bindMigrationAwareSqlAdapterFactory(pglite),
    );
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: schemaFiles },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = result.stdout ?? "";
    return isEmptyDiff(sql) ? "" : sql;
  } catch (error) {
    throw engineError(error);
  } finally {
    engine?.free();
    await pglite.close();
  }
}

/** Is there anything in this SQL besides blank lines and `--` comments? */
export function isEmptyDiff(sql: string): boolean {
  return sql.split("\n").every((line) => line.trim() === "" || line.trim().startsWith("--"));
}

/** The migrations directory in the shape Prisma's engine expects (same reading as Prisma's CLI). */
export async function readMigrationList(migrationsDir: string): Promise<MigrationList> {
  const migrationDirectories: MigrationList["migrationDirectories"] = [];
  for (const name of await listMigrationNames(migrationsDir)) {
    const content = await readFile(path.join(migrationsDir, name, MIGRATION_FILE), "utf8").then(
      (value) => ({ tag: "ok" as const, value }),
      (e: Error) => ({ tag: "error" as const, value: e.message }),
    );
    migrationDirectories.push({ path: name, migrationFile: { path: MIGRATION_FILE, content } });
  }
  const lockfile = await readFile(path.join(migrationsDir, LOCKFILE_NAME), "utf8").catch(() => null);
  return {
    baseDir: migrationsDir,
    // A missing lockfile is what a first `db:diff` creates; treat it as PostgreSQL meanwhile.
    lockfile: { path: LOCKFILE_NAME, content: lockfile ?? LOCKFILE_CONTENT },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/** schema.prisma, or every .prisma file of a multi-file schema folder. */
async function readSchemaFiles(schemaPath: string): Promise<{ path: string; content: string }[]> {
  const paths = (await stat(schemaPath)).isDirectory()
    ? (await readdir(schemaPath, { recursive: true }))
        .filter((f) => f.endsWith(".prisma"))
        .sort()
        .map((f) => path.join(schemaPath, f))
    : [schemaPath];
  if (paths.length === 0) throw new Error(`No .prisma file in ${schemaPath}`);
  return Promise.all(paths.map(async (p) => ({ path: p, content: await readFile(p, "utf8") })));
}

/**
 * PGlite databases for the engine: the "main" one (unused by diff) and a fresh in-memory shadow
 * database per request. Unlike the adapter's own factory, it closes them all afterwards.
 */
class PGliteFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres" as const;
  readonly adapterName = "pglite-prisma-adapter";
  private readonly databases: PGlite[] = [];

  connect(): Promise<SqlDriverAdapter> {
    return this.open();
  }

  connectToShadowDb(): Promise<SqlDriverAdapter> {
    return this.open();
  }

  async close(): Promise<void> {
    await Promise.all(this.databases.map((db) => db.close().catch(() => undefined)));
  }

  private async open(): Promise<SqlDriverAdapter> {
    // Extensions the migrations create (pg_trgm: the CRM search indexes) must exist in the shadow database.
    const db = new PGlite({ extensions: { pg_trgm } });
    this.databases.push(db);
    // pglite-prisma-adapter is typed against an older @prisma/driver-adapter-utils; same interface.
    const adapter = (await new PrismaPGlite(db).connect()) as unknown as SqlDriverAdapter;
    // pglite-prisma-adapter 0.7.2 does not await `exec` in executeScript, so a failing migration
    // would surface as an unhandled rejection instead of an engine error. Await it here.
    adapter.executeScript = async (script: string) => {
      await db.exec(script).catch((e: unknown) => {
        throw e instanceof pgliteMessages.DatabaseError ? toDriverAdapterError(e) : e;
      });
    };
    return adapter;
  }
}

/** A PostgreSQL error in the form the engine reports with its message (not "external connector error"). */
function toDriverAdapterError(e: InstanceType<typeof pgliteMessages.DatabaseError>): DriverAdapterError {
  return new DriverAdapterError({
    kind: "postgres",
    code: e.code ?? "N/A",
    severity: e.severity ?? "N/A",
    message: e.message,
    detail: e.detail,
    column: e.column,
    hint: e.hint,
  });
}

type SchemaEngineClass = typeof SchemaEngine;
let loaded: Promise<SchemaEngineClass> | undefined;

/**
 * Instantiates the WASM schema engine once per process (wasm-bindgen glue keeps module-level
 * state: loading it twice breaks it).
 */
function loadSchemaEngine(): Promise<SchemaEngineClass> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const expected = enginesVersion(require);
    let pkgDir: string;
    try {
      // The package's exports do not include package.json; resolve the glue file instead.
      pkgDir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
    } catch {
      throw new Error(
        `@prisma/schema-engine-wasm is not installed. Add it with: npm install --save-dev --save-exact @prisma/schema-engine-wasm@${expected}`,
      );
    }
    const { version } = JSON.parse(await readFile(path.join(pkgDir, "package.json"), "utf8")) as { version: string };
    if (version !== expected) {
      throw new Error(
        `@prisma/schema-engine-wasm ${version} does not match the installed prisma's engines (${expected}). ` +
          `Install @prisma/schema-engine-wasm@${expected}.`,
      );
    }
    const glue = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await readFile(path.join(pkgDir, "schema_engine_bg.wasm"));
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {
      "./schema_engine_bg.js": glue as unknown as WebAssembly.ModuleImports,
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue.SchemaEngine;
  })();
  return loaded;
}

/** The engine build the installed `prisma` uses, e.g. "7.10.0-4.0edf323e…". */
function enginesVersion(require: NodeJS.Require): string {
  const enginesPkg = createRequire(require.resolve("prisma/package.json")).resolve("@prisma/engines/package.json");
  const versionPkg = createRequire(enginesPkg).resolve("@prisma/engines-version/package.json");
  return (require(versionPkg) as { version: string }).version;
}

/** Engine errors are plain Errors with a Rust backtrace appended; keep the message readable. */
function engineError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  const message = error.message.split(/\n\s+0: /)[0] ?? error.message;
  return Object.assign(new Error(`Prisma schema engine: ${message}`, { cause: error }), {
    code: (error as { code?: string }).code,
  });
}
