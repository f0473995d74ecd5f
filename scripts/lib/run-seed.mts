/**
 * Runs the idempotent seed and settles the first admin's credentials:
 * ADMIN_USERNAME / ADMIN_PASSWORD when set; otherwise, in local mode and when no admin exists,
 * a strong generated password, saved in .env.local and printed once. No default password exists.
 */
import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedDatabase } from "@/prisma/seed";
import { appendLocalEnv } from "./env-files.mts";
import { ensureTexasZips } from "./texas-zips.mts";

export type AdminInfo = { username?: string; password?: string; printCredentials: boolean; adminExists: boolean };

export async function runSeed(databaseUrl: string, opts: { local: boolean; log: (s: string) => void }): Promise<AdminInfo> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    // Empty counts as unset (a copy of .env.example has `ADMIN_USERNAME=`).
    let username = process.env.ADMIN_USERNAME?.trim() || undefined;
    let password = process.env.ADMIN_PASSWORD || undefined;
    let generated = false;
    const adminCount = await prisma.user.count({ where: { role: "admin" } });
    if ((!username || !password) && opts.local && adminCount === 0) {
      username ??= "admin";
      password = randomBytes(15).toString("base64url");
      appendLocalEnv("ADMIN_USERNAME", username);
      appendLocalEnv("ADMIN_PASSWORD", password);
      generated = true;
    }
    const admin = username && password ? { username, password } : null;
    // The marketplace's territories and texting's time zones read ZIP codes from texas_zips.
    await ensureTexasZips(databaseUrl, opts.log);
    const result = await seedDatabase(prisma, {
      companyName: process.env.SITE_NAME || "Texas Insurance Leads",
      admin,
      log: opts.log,
    });
    return {
      username: admin?.username,
      password: generated ? password : undefined,
      printCredentials: generated && result.adminCreated,
      adminExists: result.adminExists,
    };
  } finally {
    await prisma.$disconnect();
  }
}
