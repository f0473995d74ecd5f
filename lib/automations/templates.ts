import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { mergeFieldsIn } from "@/content/merge-fields";
import { mergeFieldProblems, type EmailTemplateInput } from "@/lib/schemas/email-template";
import { MERGE_AGENT_SELECT, renderSms, renderTemplate, type Rendered } from "@/lib/automations/render-template";

/** E-mail templates (admins, /admin/templates), with the automations that send each one. */
export async function listEmailTemplates() {
  const [templates, automations] = await Promise.all([
    db().emailTemplate.findMany({ orderBy: { id: "asc" } }),
    db().automation.findMany({ select: { id: true, name: true, actions: true } }),
  ]);
  return templates.map((t) => ({
    ...t,
    usedBy: automations.filter((a) => Array.isArray(a.actions) && (a.actions as { templateId?: number }[]).some((x) => x.templateId === t.id)).map((a) => ({ id: a.id, name: a.name })),
  }));
}

export const getEmailTemplate = (id: number) => db().emailTemplate.findUnique({ where: { id } });

/** Creates or updates a template; its merge fields are checked again here (the schema did in the form). */
export async function saveEmailTemplate(actor: SessionUser, input: EmailTemplateInput): Promise<{ id: number }> {
  if (actor.role !== "admin") throw new CrmNotFoundError("template");
  const problems = [...mergeFieldProblems(input.subject).map((m) => ["subject", m] as const), ...mergeFieldProblems(input.body).map((m) => ["body", m] as const)];
  if (problems.length) throw new CrmValidationError(Object.fromEntries(problems.map(([k, m]) => [k, [m]])));
  const data = {
    name: input.name,
    subject: input.subject,
    body: input.body,
    fromName: input.fromName,
    replyTo: input.replyTo,
    isActive: input.isActive,
    variables: [...new Set([...mergeFieldsIn(input.subject), ...mergeFieldsIn(input.body)])],
  };
  return db().$transaction(async (tx) => {
    if (input.templateId) {
      const before = await tx.emailTemplate.findUnique({ where: { id: input.templateId }, select: { id: true } });
      if (!before) throw new CrmNotFoundError("template");
    }
    const saved = input.templateId
      ? await tx.emailTemplate.update({ where: { id: input.templateId }, data, select: { id: true } })
      : await tx.emailTemplate.create({ data: { ...data, createdBy: actor.id }, select: { id: true } });
    await recordAudit({ actorId: actor.id, action: input.templateId ? "template.update" : "template.create", entity: "email_template", entityId: saved.id, changes: { name: data.name, isActive: data.isActive } }, tx);
    return saved;
  });
}

export type TemplatePreview = Rendered & { lead: { id: number; fullName: string }; agent: string | null };

/** The template (as typed, saved or not) rendered for a real lead, with the footer every automated e-mail carries. */
export async function previewTemplate(actor: SessionUser, input: { subject: string; body: string; leadId: number }): Promise<TemplatePreview> {
  if (actor.role !== "admin") throw new CrmNotFoundError("lead");
  const problems = [...mergeFieldProblems(input.subject), ...mergeFieldProblems(input.body)];
  if (problems.length) throw new CrmValidationError({ body: problems });
  const lead = await db().lead.findFirst({ where: { id: input.leadId, deletedAt: null }, select: { id: true, fullName: true, email: true, city: true, assignedTo: true } });
  if (!lead) throw new CrmValidationError({ leadId: [`There is no lead #${input.leadId}`] });
  const agent = lead.assignedTo ? await db().user.findUnique({ where: { id: lead.assignedTo }, select: MERGE_AGENT_SELECT }) : null;
  const rendered = renderTemplate({ subject: input.subject, body: input.body, fromName: null, replyTo: null }, lead, agent);
  return { ...rendered, lead: { id: lead.id, fullName: lead.fullName }, agent: agent?.username ?? null };
}

/** The text for the lead page's "Text" button: the first active text template, filled in for this lead (null: none). */
export async function smsBodyFor(lead: { fullName: string; email: string; city: string | null; assignedTo: number | null }): Promise<string | null> {
  const [template, agent] = await Promise.all([
    db().smsTemplate.findFirst({ where: { isActive: true }, orderBy: { id: "asc" }, select: { content: true } }),
    lead.assignedTo ? db().user.findUnique({ where: { id: lead.assignedTo }, select: MERGE_AGENT_SELECT }) : null,
  ]);
  return template ? renderSms(template.content, lead, agent) : null;
}
