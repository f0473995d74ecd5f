import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEFAULT_EMAIL_TEMPLATES, DEFAULT_SMS_TEMPLATE, defaultAutomations } from "@/lib/automations/defaults";
import { seedTextingDefaults } from "@/prisma/seed-texting";

/**
 * The default e-mail templates, text template and speed-to-lead automations (issue 26), each created
 * once by its name: an admin's edits, or a default they switched off, are never overwritten.
 */
export async function seedAutomationDefaults(prisma: PrismaClient): Promise<void> {
  const ids = {} as Record<keyof typeof DEFAULT_EMAIL_TEMPLATES, number>;
  for (const [key, t] of Object.entries(DEFAULT_EMAIL_TEMPLATES) as [keyof typeof DEFAULT_EMAIL_TEMPLATES, (typeof DEFAULT_EMAIL_TEMPLATES)[keyof typeof DEFAULT_EMAIL_TEMPLATES]][]) {
    const existing = await prisma.emailTemplate.findFirst({ where: { name: t.name }, select: { id: true }, orderBy: { id: "asc" } });
    ids[key] = existing?.id ?? (await prisma.emailTemplate.create({ data: { ...t, isActive: true }, select: { id: true } })).id;
  }
  if (!(await prisma.smsTemplate.findFirst({ where: { name: DEFAULT_SMS_TEMPLATE.name }, select: { id: true } }))) {
    await prisma.smsTemplate.create({ data: { ...DEFAULT_SMS_TEMPLATE, isActive: true } });
  }
  for (const a of defaultAutomations(ids)) {
    if (await prisma.automation.findFirst({ where: { name: a.name }, select: { id: true } })) continue;
    await prisma.automation.create({ data: { name: a.name, type: a.trigger.type, trigger: a.trigger, actions: a.actions, isActive: true } });
  }
  await seedTextingDefaults(prisma);
}
