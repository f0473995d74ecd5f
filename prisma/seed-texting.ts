import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEFAULT_SMS_TEMPLATE } from "@/lib/automations/defaults";
import { FIRST_TEXT_AUTOMATION_NAME, SPANISH_SMS_TEMPLATE, firstTextAutomation } from "@/lib/texting/defaults";

/** Texting is configured when the account, its token and a sender are set (lib/texting/twilio-client.ts). Read here from the environment the seed runs in. */
function twilioConfigured(): boolean {
  const e = process.env;
  return Boolean(e.TWILIO_ACCOUNT_SID?.trim() && e.TWILIO_AUTH_TOKEN?.trim() && (e.TWILIO_MESSAGING_SERVICE_SID?.trim() || e.TWILIO_FROM_NUMBER?.trim()));
}

/**
 * Texting's defaults (issue 33), each created once by name: the Spanish first-touch text, and the
 * "first text at capture" automation, created switched off. It is switched on by the first seed (every
 * `npm start`) that finds Twilio configured, as long as no admin has touched it (no audit entry for
 * it): an admin's own choice is never overridden.
 */
export async function seedTextingDefaults(prisma: PrismaClient): Promise<void> {
  if (!(await prisma.smsTemplate.findFirst({ where: { name: SPANISH_SMS_TEMPLATE.name }, select: { id: true } }))) {
    await prisma.smsTemplate.create({ data: { ...SPANISH_SMS_TEMPLATE, isActive: true } });
  }
  const intro = await prisma.smsTemplate.findFirst({ where: { name: DEFAULT_SMS_TEMPLATE.name }, select: { id: true }, orderBy: { id: "asc" } });
  if (!intro) return;
  const a = firstTextAutomation(intro.id);
  const existing = await prisma.automation.findFirst({ where: { name: a.name }, select: { id: true, isActive: true } });
  if (!existing) {
    await prisma.automation.create({ data: { name: a.name, type: a.trigger.type, trigger: a.trigger, actions: a.actions, isActive: twilioConfigured() } });
    return;
  }
  if (!existing.isActive && twilioConfigured()) {
    const touched = await prisma.auditLog.count({ where: { entity: "automation", entityId: String(existing.id) } });
    if (touched === 0) await prisma.automation.update({ where: { id: existing.id }, data: { isActive: true } });
  }
}

export { FIRST_TEXT_AUTOMATION_NAME };
