import "server-only";
import { db } from "@/lib/db";
import { MERGE_AGENT_SELECT, renderSms } from "@/lib/automations/render-template";

/** The active text templates, each filled in for this lead from the agent who has it (the lead page's template picker). */
export async function textTemplatesFor(leadId: number): Promise<{ name: string; options: { id: number; name: string; body: string }[] }> {
  const lead = await db().lead.findUnique({ where: { id: leadId }, select: { fullName: true, email: true, city: true, assignedTo: true } });
  if (!lead) return { name: "", options: [] };
  const [templates, agent] = await Promise.all([
    db().smsTemplate.findMany({ where: { isActive: true }, orderBy: { id: "asc" }, select: { id: true, name: true, content: true } }),
    lead.assignedTo ? db().user.findUnique({ where: { id: lead.assignedTo }, select: MERGE_AGENT_SELECT }) : null,
  ]);
  return { name: lead.fullName, options: templates.map((t) => ({ id: t.id, name: t.name, body: renderSms(t.content, lead, agent) })) };
}
