/**
 * Idempotent seed: products, the default assistant configuration, the default pipeline, the
 * sample leads of the lead validation page, the default templates and automations, and the first admin. Safe to run on every start:
 * existing rows are left as they are (an admin's password is never reset by the seed).
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEFAULT_PIPELINE, PRODUCTS } from "@/lib/constants";
import { defaultAssistantConfig } from "@/lib/assistant/default-config";
import { hashPassword } from "@/lib/auth/password";
import { seedSampleLeads } from "@/prisma/seed-sample-leads";
import { seedAutomationDefaults } from "@/prisma/seed-automations";

export type SeedOptions = {
  companyName: string;
  admin: { username: string; password: string } | null;
  log?: (line: string) => void;
};

export type SeedResult = { adminCreated: boolean; adminExists: boolean };

export async function seedDatabase(prisma: PrismaClient, opts: SeedOptions): Promise<SeedResult> {
  for (const p of PRODUCTS) {
    const { slug, ...data } = p;
    await prisma.product.upsert({ where: { slug }, create: { slug, ...data }, update: {} });
  }

  const config = defaultAssistantConfig(opts.companyName);
  await prisma.assistantConfig.upsert({ where: { id: 1 }, create: { id: 1, ...config }, update: {} });

  await prisma.pipeline.upsert({
    where: { name: DEFAULT_PIPELINE.name },
    create: { ...DEFAULT_PIPELINE, isDefault: true },
    update: {},
  });


  await seedSampleLeads(prisma);
  await seedAutomationDefaults(prisma);

  let adminCreated = false;
  if (opts.admin) {
    const existing = await prisma.user.findFirst({
      where: { username: { equals: opts.admin.username, mode: "insensitive" } },
      select: { id: true },
    });
    if (!existing) {
      await prisma.user.create({
        data: { username: opts.admin.username, password: await hashPassword(opts.admin.password), role: "admin", status: "active" },
      });
      adminCreated = true;
      opts.log?.(`Created the admin user "${opts.admin.username}".`);
    }
  }
  const adminExists = (await prisma.user.count({ where: { role: "admin", status: "active" } })) > 0;
  return { adminCreated, adminExists };
}
