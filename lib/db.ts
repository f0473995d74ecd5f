import "server-only";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { DatabaseNotConfiguredError } from "@/lib/sql/not-configured";

/**
 * One connection pool and one Prisma client per process (kept on globalThis so dev reloads do not
 * open new pools). Prisma runs on the shared pool; hot paths that write many rows in one statement
 * (lead capture) use the pool directly through `sql()`. Only domain services under lib/<domain>/
 * import this module.
 */
const globalForDb = globalThis as unknown as { prisma?: PrismaClient; pgPool?: pg.Pool };

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
  globalForDb.pgPool ??= createPool();
  return globalForDb.pgPool;
}

export function db(): PrismaClient {
  globalForDb.prisma ??= new PrismaClient({ adapter: new PrismaPg(sql()) });
  return globalForDb.prisma;
}

/** Closes the pool (scripts that stop the database afterwards). */
export async function disconnectDb(): Promise<void> {
  const client = globalForDb.prisma;
  const pool = globalForDb.pgPool;
  globalForDb.prisma = undefined;
  globalForDb.pgPool = undefined;
  await client?.$disconnect().catch(() => undefined);
  await pool?.end().catch(() => undefined);
}
