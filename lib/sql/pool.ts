import "server-only";
import pg from "pg";
import { env } from "@/lib/env";
import { DatabaseNotConfiguredError } from "@/lib/sql/not-configured";

/**
 * The process's one PostgreSQL pool, kept on globalThis (every copy of this module in a process shares
 * it: the app's bundle, our HTTP server, the worker). Prisma runs on it (lib/db.ts); code that sends its
 * own SQL and must not load Prisma (our HTTP server's Web Vitals path) takes it from here.
 */
const globalForPool = globalThis as unknown as { pgPool?: pg.Pool };

/** Waiting longer than this for a free connection is an outage (503), not a queue. */
const CONNECT_TIMEOUT_MS = 10_000;

function createPool(): pg.Pool {
  const url = env().DATABASE_URL;
  if (!url) throw new DatabaseNotConfiguredError();
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection the server closed (restart, outage) must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  return pool;
}

/** The process's PostgreSQL pool, for services that send their own SQL. */
export function sql(): pg.Pool {
  globalForPool.pgPool ??= createPool();
  return globalForPool.pgPool;
}

/** Forgets the pool and returns it, for lib/db.ts's disconnect to end. */
export function takePool(): pg.Pool | undefined {
  const pool = globalForPool.pgPool;
  globalForPool.pgPool = undefined;
  return pool;
}
