import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { mergeFieldsIn } from "@/content/merge-fields";
import { mergeFieldProblems, type SmsTemplateInput } from "@/lib/schemas/email-template";
import { twilioSettings } from "@/lib/texting/twilio-client";

/** Per text template over a window: texts handed to Twilio, delivered, and the opt-outs that followed them. */
export type TextTemplateFigures = { sent: number; delivered: number; optOuts: number; optOutRate: number | null };

/** Text templates (`sms_templates`, admins at /admin/text-templates) with the automations that send each one and their figures. */
export async function listSmsTemplates(days = 30, now = new Date()) {
  const [templates, automations, figures] = await Promise.all([
    db().smsTemplate.findMany({ orderBy: { id: "asc" } }),
    db().automation.findMany({ select: { id: true, name: true, actions: true } }),
    templateFigures(days, now),
  ]);
  return templates.map((t) => ({
    ...t,
    usedBy: automations
      .filter((a) => Array.isArray(a.actions) && (a.actions as { type?: string; templateId?: number }[]).some((x) => x.type === "send_text_template" && x.templateId === t.id))
      .map((a) => ({ id: a.id, name: a.name })),
    figures: figures.get(t.id) ?? { sent: 0, delivered: 0, optOuts: 0, optOutRate: null },
  }));
}

export const getSmsTemplate = (id: number) => db().smsTemplate.findUnique({ where: { id } });

/**
 * The opt-out rate per template (issue 33): of the texts each template sent in the window, how many
 * were answered by an opt-out (STOP or its variants) before any other text reached that lead: the
 * opt-out belongs to the last text the person got.
 */
export async function templateFigures(days = 30, now = new Date()): Promise<Map<number, TextTemplateFigures>> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await db().$queryRaw<{ templateId: number; sent: number; delivered: number; optOuts: number }[]>`
    WITH sent AS (
      SELECT c.id, c."templateId", c."leadId", c."createdAt", c."deliveredAt"
      FROM communications c
      WHERE c."type" = 'sms' AND c."direction" = 'outbound' AND c."templateId" IS NOT NULL AND c."sentAt" IS NOT NULL AND c."createdAt" > ${since}
    ), stops AS (
      SELECT i."leadId", i."createdAt" FROM communications i
      WHERE i."type" = 'sms' AND i."direction" = 'inbound' AND i.metadata->>'keyword' = 'opt_out' AND i."createdAt" > ${since} AND i."leadId" IS NOT NULL
    ), blamed AS (
      SELECT DISTINCT ON (st."leadId", st."createdAt") o."templateId", o.id
      FROM stops st JOIN communications o ON o."leadId" = st."leadId" AND o."type" = 'sms' AND o."direction" = 'outbound' AND o."createdAt" <= st."createdAt"
        AND o."sentAt" IS NOT NULL AND coalesce(o.metadata->>'kind', '') <> 'keyword_reply'
      ORDER BY st."leadId", st."createdAt", o."createdAt" DESC, o.id DESC
    )
    SELECT s."templateId", count(*)::int AS sent, count(s."deliveredAt")::int AS delivered,
           (SELECT count(*)::int FROM blamed b WHERE b."templateId" = s."templateId") AS "optOuts"
    FROM sent s GROUP BY s."templateId"`;
  return new Map(rows.map((r) => [r.templateId, { sent: r.sent, delivered: r.delivered, optOuts: r.optOuts, optOutRate: r.sent ? r.optOuts / r.sent : null }]));
}

/** Creates or updates a text template; its merge fields are checked again here (the schema did in the form). */
export async function saveSmsTemplate(actor: SessionUser, input: SmsTemplateInput): Promise<{ id: number }> {
  if (actor.role !== "admin") throw new CrmNotFoundError("template");
  const problems = mergeFieldProblems(input.content);
  if (problems.length) throw new CrmValidationError({ content: problems });
  const data = { name: input.name, content: input.content, isActive: input.isActive, variables: mergeFieldsIn(input.content) };
  return db().$transaction(async (tx) => {
    if (input.templateId && !(await tx.smsTemplate.findUnique({ where: { id: input.templateId }, select: { id: true } }))) throw new CrmNotFoundError("template");
    const saved = input.templateId
      ? await tx.smsTemplate.update({ where: { id: input.templateId }, data, select: { id: true } })
      : await tx.smsTemplate.create({ data: { ...data, createdBy: actor.id }, select: { id: true } });
    await recordAudit({ actorId: actor.id, action: input.templateId ? "sms_template.update" : "sms_template.create", entity: "sms_template", entityId: saved.id, changes: { name: data.name, isActive: data.isActive } }, tx);
    return saved;
  });
}

/** Text templates to choose from (the automation editor, the lead page's reply form). */
export const smsTemplateChoices = () => db().smsTemplate.findMany({ select: { id: true, name: true, isActive: true }, orderBy: { id: "asc" } });

/** The Leads table's "Send a text template" bulk action: active templates, none when texting is not configured. */
export async function bulkTextTemplates(): Promise<{ id: number; name: string }[]> {
  if (!twilioSettings()) return [];
  return db().smsTemplate.findMany({ where: { isActive: true }, select: { id: true, name: true }, orderBy: { id: "asc" } });
}
