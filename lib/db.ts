import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { sql, takePool } from "@/lib/sql/pool";
import { statementName } from "@/lib/sql/prepared";

export { sql };

/**
 * One connection pool and one Prisma client per process (kept on globalThis so dev reloads do not
 * open new pools). Prisma runs on the shared pool (lib/sql/pool.ts); hot paths that write many rows in
 * one statement (lead capture) use the pool directly through `sql()`. Only domain services under
 * lib/<domain>/ import this module.
 */
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

// Prisma's statements named as our own (lib/sql/prepared.ts). The adapter passes the name to `pg` as
// given; undefined (a text past the limit, or planned per call) sends the statement unnamed.
const adapterOptions = { statementNameGenerator: (query: { sql: string }) => statementName(query.sql) as string };

export function db(): PrismaClient {
  globalForDb.prisma ??= new PrismaClient({ adapter: new PrismaPg(sql(), adapterOptions) });
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
