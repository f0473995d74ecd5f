import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import type { AutomationForm } from "@/lib/schemas/automation";
import { parseAutomation } from "@/lib/automations/definitions";

/** The automations (admins, /admin/automations), parsed; a row that no longer parses shows as broken. */
export async function listAutomations() {
  const rows = await db().automation.findMany({ orderBy: { id: "asc" } });
  return rows.map((r) => ({ row: r, def: parseAutomation(r) }));
}

export async function getAutomation(id: number) {
  const row = await db().automation.findUnique({ where: { id } });
  return row ? { row, def: parseAutomation(row) } : null;
}

/**
 * Creates or updates an automation. Every template it sends must exist. Steps already planned keep
 * their times; each runs the action now at its position, or is skipped when that action changed.
 */
export async function saveAutomation(actor: SessionUser, input: AutomationForm): Promise<{ id: number }> {
  if (actor.role !== "admin") throw new CrmNotFoundError("automation");
  const templateIds = input.actions.flatMap((a) => (a.type === "send_template" ? [a.templateId] : []));
  const found = new Set((await db().emailTemplate.findMany({ where: { id: { in: templateIds } }, select: { id: true } })).map((t) => t.id));
  const missing = input.actions.findIndex((a) => a.type === "send_template" && !found.has(a.templateId));
  if (missing !== -1) throw new CrmValidationError({ [`actions.${missing}.templateId`]: ["Please choose a template"], actions: [`Action ${missing + 1}: please choose a template`] });
  const textIds = input.actions.flatMap((a) => (a.type === "send_text_template" ? [a.templateId] : []));
  const texts = new Set((await db().smsTemplate.findMany({ where: { id: { in: textIds } }, select: { id: true } })).map((t) => t.id));
  const noText = input.actions.findIndex((a) => a.type === "send_text_template" && !texts.has(a.templateId));
  if (noText !== -1) throw new CrmValidationError({ [`actions.${noText}.templateId`]: ["Please choose a text template"], actions: [`Action ${noText + 1}: please choose a text template`] });
  const data = {
    name: input.name,
    type: input.trigger.type,
    trigger: input.trigger as Prisma.InputJsonValue,
    actions: input.actions as Prisma.InputJsonValue,
    isActive: input.isActive,
  };
  return db().$transaction(async (tx) => {
    if (input.automationId && !(await tx.automation.findUnique({ where: { id: input.automationId }, select: { id: true } }))) throw new CrmNotFoundError("automation");
    const saved = input.automationId
      ? await tx.automation.update({ where: { id: input.automationId }, data, select: { id: true } })
      : await tx.automation.create({ data: { ...data, createdBy: actor.id }, select: { id: true } });
    await recordAudit({ actorId: actor.id, action: input.automationId ? "automation.update" : "automation.create", entity: "automation", entityId: saved.id, changes: { name: input.name, isActive: input.isActive, trigger: input.trigger.type, actions: input.actions.map((a) => a.type).join(",") } }, tx);
    return saved;
  });
}

export async function setAutomationActive(actor: SessionUser, id: number, isActive: boolean): Promise<void> {
  if (actor.role !== "admin") throw new CrmNotFoundError("automation");
  await db().$transaction(async (tx) => {
    const { count } = await tx.automation.updateMany({ where: { id }, data: { isActive } });
    if (!count) throw new CrmNotFoundError("automation");
    await recordAudit({ actorId: actor.id, action: isActive ? "automation.activate" : "automation.deactivate", entity: "automation", entityId: id }, tx);
  });
}

/** Templates to choose from in the editor. */
export const templateChoices = () => db().emailTemplate.findMany({ select: { id: true, name: true, isActive: true }, orderBy: { id: "asc" } });
