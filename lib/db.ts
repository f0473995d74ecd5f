import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { sql, takePool } from "@/lib/sql/pool";

export { sql };

/**
 * One connection pool and one Prisma client per process (kept on globalThis so dev reloads do not
 * open new pools). Prisma runs on the shared pool (lib/sql/pool.ts); hot paths that write many rows in
 * one statement (lead capture) use the pool directly through `sql()`. Only domain services under
 * lib/<domain>/ import this module.
 */
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

export function db(): PrismaClient {
  globalForDb.prisma ??= new PrismaClient({ adapter: new PrismaPg(sql()) });
  return globalForDb.prisma;
}

/** Closes the pool (scripts that stop the database afterwards). */
export async function disconnectDb(): Promise<void> {
  const client = globalForDb.prisma;
  globalForDb.prisma = undefined;
  const pool = takePool();
  await client?.$disconnect().catch(() => undefined);
  await pool?.end().catch(() => undefined);
}
