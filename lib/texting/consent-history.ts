import "server-only";
import { db } from "@/lib/db";

/**
 * What the consent record adds for texting (issue 33): every text sent to the person and received
 * from them, with its status, and every opt-out and opt-in (the keyword texts, the opt-out page,
 * erasures), oldest first. Not part of the hashed record: it grows after capture.
 */
export type TextingHistory = {
  texts: { at: string; direction: "outbound" | "inbound"; status: string; kind: string | null; body: string; sentAt: string | null; deliveredAt: string | null }[];
  optOuts: { at: string; channel: string; how: string }[];
  optIns: { at: string; how: string }[];
};

export async function textingHistory(leadId: number): Promise<TextingHistory> {
  const lead = await db().lead.findUnique({ where: { id: leadId }, select: { phoneE164: true, emailNormalized: true } });
  if (!lead) return { texts: [], optOuts: [], optIns: [] };
  const [texts, revocations] = await Promise.all([
    db().communication.findMany({ where: { leadId, type: "sms" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { createdAt: true, direction: true, status: true, content: true, metadata: true, sentAt: true, deliveredAt: true } }),
    db().consentRevocation.findMany({
      where: { OR: [...(lead.phoneE164 ? [{ phoneE164: lead.phoneE164 }] : []), ...(lead.emailNormalized ? [{ email: lead.emailNormalized }] : [])] },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true, channel: true },
    }),
  ]);
  const keywordOf = (m: unknown) => ((m as { keyword?: string | null } | null)?.keyword ?? null);
  const inboundKeyword = texts.filter((t) => t.direction === "inbound" && keywordOf(t.metadata));
  return {
    texts: texts.map((t) => ({
      at: t.createdAt.toISOString(),
      direction: t.direction === "inbound" ? "inbound" : "outbound",
      status: t.status,
      kind: ((t.metadata as { kind?: string } | null)?.kind ?? null),
      body: t.content ?? "",
      sentAt: t.sentAt?.toISOString() ?? null,
      deliveredAt: t.deliveredAt?.toISOString() ?? null,
    })),
    optOuts: [
      // Revocations still in force, and STOP texts (a later START removed their revocation but not the text).
      ...revocations.map((r) => ({ at: r.createdAt.toISOString(), channel: r.channel, how: r.channel === "sms" ? "text keyword (STOP or a variant)" : r.channel === "erasure" ? "erasure request" : `opt-out (${r.channel})` })),
      ...inboundKeyword.filter((t) => keywordOf(t.metadata) === "opt_out" && !revocations.some((r) => r.channel === "sms" && Math.abs(r.createdAt.getTime() - t.createdAt.getTime()) < 5_000)).map((t) => ({ at: t.createdAt.toISOString(), channel: "sms", how: `texted “${(t.content ?? "").slice(0, 40)}” (later re-subscribed)` })),
    ].sort((a, b) => a.at.localeCompare(b.at)),
    optIns: inboundKeyword.filter((t) => keywordOf(t.metadata) === "opt_in").map((t) => ({ at: t.createdAt.toISOString(), how: `texted “${(t.content ?? "").slice(0, 40)}”` })),
  };
}
