import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { CHAT_LIMITS } from "@/lib/constants";
import { hit } from "@/lib/rate-limit";
import { takeDailyAiCall } from "@/lib/assistant/daily-cap";
import { errorMessage, log } from "@/lib/log";
import { classifyTopic, type Topic } from "@/lib/assistant/classify-topic";
import { extractDetails, summarizeLearnings, toLearnings, type LearnedFacts } from "@/lib/assistant/extract-details";
import { deriveInsights } from "@/lib/assistant/insights";
import { openAiSettingsFromEnv, type ChatTurn, type OpenAiSettings } from "@/lib/assistant/openai-reply";
import { generateReply, type ReplySource } from "@/lib/assistant/reply";
import { loadAssistantConfig } from "@/lib/assistant/config";
import { canCreateChatLead, createLeadFromChat } from "@/lib/assistant/chat-lead";
import { rateLimitAddress } from "@/lib/http/client-address";

export type IncomingChatMessage = { sessionId: string; messageId: string; content: string; consentVersion?: string | null };
export type ChatRequestMeta = { ip: string; userAgent: string | null; pageUrl: string | null };
export type ChatDeps = {
  /** Overrides the environment's OpenAI settings (tests); null forces the offline library. */
  ai?: OpenAiSettings | null;
  dailyAiLimit?: number;
  random?: () => number;
  /** How long a repeated messageId waits for the first request's reply. */
  replayWaitMs?: number;
};
export type ChatAnswer = { response: string; replayed: boolean; source: ReplySource | "replay"; topic: Topic | null };

/** A message id is unique only within its session: the stored key carries the session id. */
export function storedMessageId(sessionId: string, messageId: string): string {
  return `${sessionId}:${messageId}`;
}
const replyIdFor = (sessionId: string, messageId: string) => `${storedMessageId(sessionId, messageId)}:reply`;

const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002";

/** Per-IP and per-session message rates; the caller answers 429 when `allowed` is false. */
export async function checkChatRate(ip: string, sessionId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const { ipMessages, sessionMessages } = CHAT_LIMITS;
  const [byIp, bySession] = await Promise.all([
    hit(`chat:ip:${rateLimitAddress(ip)}`, ipMessages.limit, ipMessages.windowSeconds),
    hit(`chat:session:${sessionId}`, sessionMessages.limit, sessionMessages.windowSeconds),
  ]);
  return {
    allowed: byIp.allowed && bySession.allowed,
    retryAfterSeconds: Math.max(byIp.retryAfterSeconds, bySession.retryAfterSeconds),
  };
}

/**
 * One visitor message → one reply, stored idempotently: the session and both messages are kept,
 * a repeated messageId answers the stored reply, the topic is classified, what the visitor revealed
 * goes to user_learning and conversation_insights, and contact details (with the widget's consent
 * notice shown) become a lead.
 */
export async function answerChatMessage(msg: IncomingChatMessage, meta: ChatRequestMeta, deps: ChatDeps = {}): Promise<ChatAnswer> {
  const { sessionId, messageId, content } = msg;
  const userKey = storedMessageId(sessionId, messageId);
  const replyKey = replyIdFor(sessionId, messageId);

  const stored = await db().chatMessage.findUnique({ where: { messageId: replyKey }, select: { content: true } });
  if (stored) return { response: stored.content, replayed: true, source: "replay", topic: null };

  await db().chatSession.upsert({
    where: { sessionId },
    create: { sessionId },
    update: { lastInteraction: new Date() },
  });

  const classification = classifyTopic(content);
  const details = extractDetails(content);
  let userMessageDbId: number;
  try {
    const created = await db().chatMessage.create({
      data: {
        sessionId,
        messageId: userKey,
        content,
        sender: "user",
        responseCategory: classification.topic,
        confidence: classification.confidence,
        extractedEntities: details as unknown as Prisma.InputJsonObject,
      },
      select: { id: true },
    });
    userMessageDbId = created.id;
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // The same message is being answered by another request: wait for its reply. If that request
    // died (no reply within the budget), answer here; the reply's unique key keeps one answer.
    const first = await db().chatMessage.findUniqueOrThrow({ where: { messageId: userKey }, select: { id: true, timestamp: true } });
    const budget = deps.replayWaitMs ?? CHAT_LIMITS.aiTimeoutMs + 5000;
    const response = await waitForReply(replyKey, first.timestamp.getTime() + budget);
    if (response !== null) return { response, replayed: true, source: "replay", topic: null };
    userMessageDbId = first.id;
  }

  await recordLearnings(sessionId, details);
  const learningRows = await db().userLearning.findMany({ where: { sessionId }, orderBy: { id: "asc" }, select: { key: true, value: true } });
  const facts = summarizeLearnings(learningRows);
  await recordInsights(sessionId, deriveInsights(details, classification.topic));
  await updateSessionProfile(sessionId, facts, classification.topic);

  const history = await loadHistory(sessionId, userMessageDbId);
  const config = await loadAssistantConfig();
  const ai = deps.ai === undefined ? openAiSettingsFromEnv() : deps.ai;
  const allowedAi = ai && (await reserveAiCall(sessionId, deps.dailyAiLimit ?? env().OPENAI_DAILY_CALL_LIMIT)) ? ai : null;

  const reply = await generateReply({
    config,
    message: content,
    history,
    facts,
    contactJustShared: !!(details.contact.email || details.contact.phone),
    ai: allowedAi,
    classification,
    random: deps.random,
  });

  let response = reply.text;
  try {
    await db().chatMessage.create({
      data: {
        sessionId,
        messageId: replyKey,
        content: reply.text,
        sender: "agent",
        responseCategory: reply.topic,
        confidence: reply.confidence,
        extractedEntities: { source: reply.source },
      },
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // A concurrent duplicate stored its reply first: answer with that one, so both agree.
    response = (await db().chatMessage.findUniqueOrThrow({ where: { messageId: replyKey } })).content;
  }

  const hasLead = learningRows.some((r) => r.key === "lead:id");
  if (!hasLead && canCreateChatLead(facts, msg.consentVersion)) await captureChatLead(sessionId, facts, msg.consentVersion, meta);

  log.info("chat.message", { topic: reply.topic, source: reply.source });
  return { response, replayed: false, source: reply.source, topic: reply.topic };
}

/** Polls for a stored reply until `deadline` (ms since epoch); null when none arrived. */
async function waitForReply(replyKey: string, deadline: number): Promise<string | null> {
  for (;;) {
    const row = await db().chatMessage.findUnique({ where: { messageId: replyKey }, select: { content: true } });
    if (row) return row.content;
    if (Date.now() >= deadline) return null;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function recordLearnings(sessionId: string, details: ReturnType<typeof extractDetails>): Promise<void> {
  for (const l of toLearnings(details)) {
    const existing = await db().userLearning.findFirst({ where: { sessionId, key: l.key }, select: { id: true, value: true } });
    if (!existing) {
      await db().userLearning.create({ data: { sessionId, learningType: l.learningType, key: l.key, value: l.value } });
    } else if (existing.value !== l.value) {
      await db().userLearning.update({ where: { id: existing.id }, data: { value: l.value } });
    }
  }
}

async function recordInsights(sessionId: string, insights: ReturnType<typeof deriveInsights>): Promise<void> {
  for (const i of insights) {
    const exists = await db().conversationInsight.findFirst({
      where: { sessionId, insightType: i.insightType, insight: i.insight },
      select: { id: true },
    });
    if (!exists) await db().conversationInsight.create({ data: { sessionId, ...i } });
  }
}

async function updateSessionProfile(sessionId: string, facts: LearnedFacts, topic: Topic): Promise<void> {
  const session = await db().chatSession.findUnique({ where: { sessionId }, select: { userInterests: true } });
  const interests = Array.isArray(session?.userInterests) ? (session.userInterests as string[]) : [];
  if (topic !== "greeting" && topic !== "default" && !interests.includes(topic)) interests.push(topic);
  const messages = await db().chatMessage.count({ where: { sessionId } });
  await db().chatSession.update({
    where: { sessionId },
    data: {
      lastInteraction: new Date(),
      userProfile: { name: facts.name ?? null, email: facts.email ?? null, phone: facts.phone ?? null },
      businessInfo: {
        agencyName: facts.agencyName ?? null,
        agencySize: facts.agencySize ?? null,
        bookSize: facts.bookSize ?? null,
        linesOfBusiness: facts.linesOfBusiness,
      },
      userGoals: facts.goals,
      painPoints: facts.painPoints,
      userInterests: interests,
      conversationContext: { lastTopic: topic, messageCount: messages },
    },
  });
}

/** The turns before the current message, oldest first. */
async function loadHistory(sessionId: string, beforeId: number): Promise<ChatTurn[]> {
  const rows = await db().chatMessage.findMany({
    where: { sessionId, id: { lt: beforeId } },
    orderBy: { id: "desc" },
    take: CHAT_LIMITS.historyMessages,
    select: { sender: true, content: true },
  });
  return rows.reverse().map((r) => ({ role: r.sender === "user" ? "user" : "assistant", content: r.content }));
}

/** Reserves one OpenAI call against the per-session and the daily cap; false means answer offline. */
async function reserveAiCall(sessionId: string, dailyLimit: number): Promise<boolean> {
  if (dailyLimit <= 0) return false;
  const reserved = await db().chatSession.updateMany({
    where: { sessionId, aiCalls: { lt: CHAT_LIMITS.aiCallsPerSession } },
    data: { aiCalls: { increment: 1 } },
  });
  if (reserved.count === 0) return false;
  const allowed = await takeDailyAiCall(dailyLimit);
  if (!allowed) log.warn("chat.ai_daily_cap_reached", { limit: dailyLimit });
  return allowed;
}

async function captureChatLead(sessionId: string, facts: LearnedFacts, consentVersion: string | null | undefined, meta: ChatRequestMeta) {
  try {
    const { leadId } = await createLeadFromChat({ sessionId, facts, consentVersion }, meta);
    if (leadId) {
      await db().userLearning.create({
        data: { sessionId, learningType: "lead", key: "lead:id", value: String(leadId), confidence: 1, source: "system" },
      });
    }
  } catch (e) {
    // The visitor still gets their reply; the details stay in user_learning for the team.
    log.error("chat.lead_failed", { error: errorMessage(e).slice(0, 200) });
  }
}

export type ConversationSummary = {
  sessionId: string;
  createdAt: Date;
  lastInteraction: Date;
  aiCalls: number;
  interests: string[];
  facts: LearnedFacts;
  leadId: number | null;
  insights: { insightType: string; insight: string; priority: string; followupSuggestion: string | null }[];
  messages: { sender: string; content: string; timestamp: Date; topic: string | null }[];
  messageCount: number;
};

/** The most recent conversations with what was learned, for /alex-admin. */
export async function listRecentConversations(limit = 20): Promise<ConversationSummary[]> {
  const sessions = await db().chatSession.findMany({
    orderBy: { lastInteraction: "desc" },
    take: limit,
    include: {
      messages: { orderBy: { id: "asc" }, take: 40, select: { sender: true, content: true, timestamp: true, responseCategory: true } },
      _count: { select: { messages: true } },
    },
  });
  const ids = sessions.map((s) => s.sessionId);
  const [learnings, insights] = await Promise.all([
    db().userLearning.findMany({ where: { sessionId: { in: ids } }, orderBy: { id: "asc" } }),
    db().conversationInsight.findMany({ where: { sessionId: { in: ids } }, orderBy: { id: "asc" } }),
  ]);
  return sessions.map((s) => {
    const rows = learnings.filter((l) => l.sessionId === s.sessionId);
    const lead = rows.find((l) => l.key === "lead:id");
    return {
      sessionId: s.sessionId,
      createdAt: s.createdAt,
      lastInteraction: s.lastInteraction,
      aiCalls: s.aiCalls,
      interests: Array.isArray(s.userInterests) ? (s.userInterests as string[]) : [],
      facts: summarizeLearnings(rows),
      leadId: lead ? Number(lead.value) : null,
      insights: insights
        .filter((i) => i.sessionId === s.sessionId)
        .map((i) => ({ insightType: i.insightType, insight: i.insight, priority: i.priority, followupSuggestion: i.followupSuggestion })),
      messages: s.messages.map((m) => ({ sender: m.sender, content: m.content, timestamp: m.timestamp, topic: m.responseCategory })),
      messageCount: s._count.messages,
    };
  });
}
