import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { SMS_THREAD_LIMIT } from "@/lib/constants";
import { leadScope } from "@/lib/crm/scope";
import { textingState, type TextingState } from "@/lib/texting/texting-state";

/** One bubble of the lead page's conversation. */
export type ThreadMessage = {
  id: number;
  direction: "inbound" | "outbound";
  body: string;
  /** lib/texting/sms-status.ts; inbound: "received". */
  status: string;
  at: string;
  sentAt: string | null;
  deliveredAt: string | null;
  scheduledFor: string | null;
  /** "waiting for 9:00 a.m. (recipient's time, Texas law)" while it waits. */
  waiting: string | null;
  /** Why it was not sent or failed (Twilio's words and code). */
  problem: string | null;
  /** Who sent it: an agent's name, an automation, or the keyword answer. */
  by: string | null;
};

export type Thread = { leadId: number; messages: ThreadMessage[]; state: TextingState };

type Row = { id: number; direction: string; content: string | null; status: string; createdAt: Date; sentAt: Date | null; deliveredAt: Date | null; scheduledFor: Date | null; metadata: Record<string, unknown> | null; automation: string | null };

/**
 * The texts with a lead, oldest first (the newest at the bottom, as a phone shows them), the newest
 * SMS_THREAD_LIMIT of them, and whether a text may be sent now. null: the lead does not exist or is
 * not the user's (another agent's lead is "not found").
 */
export async function leadThread(user: SessionUser, leadId: number): Promise<Thread | null> {
  const lead = await db().lead.findFirst({
    where: { id: leadId, ...leadScope(user) },
    select: { id: true, fullName: true, phoneE164: true, emailNormalized: true, doNotContact: true, deletedAt: true },
  });
  if (!lead) return null;
  const [rows, state] = await Promise.all([
    db().$queryRaw<Row[]>`
      SELECT * FROM (
        SELECT c.id, c.direction, c.content, c.status, c."createdAt", c."sentAt", c."deliveredAt", c."scheduledFor", c.metadata, a.name AS automation
        FROM communications c LEFT JOIN automations a ON a.id = c."automationId"
        WHERE c."leadId" = ${leadId} AND c."type" = 'sms'
        ORDER BY c."createdAt" DESC, c.id DESC LIMIT ${SMS_THREAD_LIMIT}
      ) t ORDER BY t."createdAt", t.id`,
    textingState(lead),
  ]);
  return { leadId, messages: rows.map(toMessage), state };
}

function toMessage(r: Row): ThreadMessage {
  const meta = r.metadata ?? {};
  const text = (k: string) => (typeof meta[k] === "string" ? (meta[k] as string) : null);
  const code = typeof meta.errorCode === "number" ? ` (Twilio error ${meta.errorCode})` : "";
  const problem = r.status === "not_sent" ? text("reason") : ["failed", "undelivered", "retrying"].includes(r.status) ? `${text("lastError") ?? "Twilio could not deliver it"}${text("lastError") ? "" : code}` : null;
  const by = r.direction === "inbound" ? null : r.automation ? `Automation “${r.automation}”` : meta.kind === "keyword_reply" ? "Automatic answer" : text("agentName");
  return {
    id: r.id,
    direction: r.direction === "inbound" ? "inbound" : "outbound",
    body: r.content ?? "",
    status: r.status,
    at: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
    scheduledFor: r.status === "scheduled" && r.scheduledFor ? r.scheduledFor.toISOString() : null,
    waiting: r.status === "scheduled" ? text("waiting") : null,
    problem,
    by,
  };
}
