import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/**
 * One Prisma client per process (kept on globalThis so dev reloads do not open new pools).
 * Only domain services under lib/<domain>/ import this module.
 */
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides it.");
  const adapter = new PrismaPg({ connectionString: url, max: 10 });
  return new PrismaClient({ adapter });
}

export function db(): PrismaClient {
  globalForDb.prisma ??= createClient();
  return globalForDb.prisma;
}

/** Closes the pool (scripts that stop the database afterwards). */
export async function disconnectDb(): Promise<void> {
  const client = globalForDb.prisma;
  globalForDb.prisma = undefined;
  await client?.$disconnect().catch(() => undefined);
}
