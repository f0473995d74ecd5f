import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes, randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { CHAT_LIMITS } from "@/lib/constants";
import { startFakeOpenAI, FAKE_OPENAI_KEY, type FakeOpenAi } from "@/test/fakes/openai";
import { answerChatMessage, checkChatRate, listRecentConversations, storedMessageId, type ChatDeps } from "@/lib/assistant/conversation";
import { CHAT_CONSENT_VERSION } from "@/lib/assistant/chat-lead";
import { texasPhoneDigits } from "@/test/fixtures/texas-lead";

const meta = { ip: "198.51.100.20", userAgent: "Mozilla/5.0 (vitest)", pageUrl: "http://localhost/pricing" };
const offline: ChatDeps = { ai: null };
const newSession = () => `session_${Date.now()}_${randomBytes(4).toString("hex")}`;
let seq = 0;
const newMessageId = () => `user_${Date.now()}${seq++}`;

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

describe("answerChatMessage (real PostgreSQL)", () => {
  it("stores the session and both messages, classifies the topic and answers", async () => {
    const sessionId = newSession();
    const messageId = newMessageId();
    const answer = await answerChatMessage({ sessionId, messageId, content: "How much do your plans cost?" }, meta, offline);
    expect(answer.replayed).toBe(false);
    expect(answer.source).toBe("offline");
    expect(answer.topic).toBe("pricing");
    expect(answer.response.length).toBeGreaterThan(40);

    const session = await db().chatSession.findUniqueOrThrow({ where: { sessionId } });
    expect(session.userInterests).toEqual(["pricing"]);
    const messages = await db().chatMessage.findMany({ where: { sessionId }, orderBy: { id: "asc" } });
    expect(messages.map((m) => [m.sender, m.messageId, m.responseCategory])).toEqual([
      ["user", storedMessageId(sessionId, messageId), "pricing"],
      ["agent", `${storedMessageId(sessionId, messageId)}:reply`, "pricing"],
    ]);
    expect(messages[1]!.content).toBe(answer.response);
    const insights = await db().conversationInsight.findMany({ where: { sessionId } });
    expect(insights.map((i) => [i.insightType, i.priority])).toEqual([["buying_signal", "high"]]);
  });

  it("answers a repeated messageId with the stored reply, without storing anything twice", async () => {
    const sessionId = newSession();
    const msg = { sessionId, messageId: newMessageId(), content: "Any tips for hurricane season marketing?" };
    const first = await answerChatMessage(msg, meta, offline);
    const again = await answerChatMessage(msg, meta, offline);
    expect(again).toMatchObject({ replayed: true, response: first.response });
    expect(await db().chatMessage.count({ where: { sessionId } })).toBe(2);
  });

  it("gives concurrent duplicates one answer", async () => {
    const sessionId = newSession();
    const msg = { sessionId, messageId: newMessageId(), content: "How do I keep my clients at renewal?" };
    const answers = await Promise.all([answerChatMessage(msg, meta, offline), answerChatMessage(msg, meta, offline)]);
    expect(answers[0].response).toBe(answers[1].response);
    expect(await db().chatMessage.count({ where: { sessionId } })).toBe(2);
  });

  it("keeps message ids apart per session: another visitor's id never returns their reply", async () => {
    const messageId = newMessageId();
    const a = await answerChatMessage({ sessionId: newSession(), messageId, content: "My name is Private Person, private@person.example" }, meta, offline);
    const sessionB = newSession();
    const b = await answerChatMessage({ sessionId: sessionB, messageId, content: "hello" }, meta, offline);
    expect(b.replayed).toBe(false);
    expect(b.response).not.toBe(a.response);
    expect(b.response).not.toContain("Private");
    expect(await db().chatMessage.count({ where: { sessionId: sessionB } })).toBe(2);
  });

  it("learns what the visitor reveals (confidence 0.8) and records insights", async () => {
    const sessionId = newSession();
    await answerChatMessage(
      { sessionId, messageId: newMessageId(), content: "We're a 4 agent shop writing home and auto, leads are too expensive and we want to grow our book" },
      meta,
      offline,
    );
    const learnings = await db().userLearning.findMany({ where: { sessionId }, orderBy: { id: "asc" } });
    expect(learnings.map((l) => [l.learningType, l.key, l.value])).toEqual([
      ["agency_size", "team_size", "4-person team"],
      ["line_of_business", "line:home", "home"],
      ["line_of_business", "line:auto", "auto"],
      ["goal", "goal:grow_book", "Grow the book of business"],
      ["pain_point", "pain:expensive_leads", "Leads cost too much"],
    ]);
    expect(learnings.every((l) => l.confidence === 0.8 && l.source === "conversation")).toBe(true);
    const insights = await db().conversationInsight.findMany({ where: { sessionId } });
    expect(insights.map((i) => i.insightType).sort()).toEqual(["goal", "pain_point", "qualification"]);
    const session = await db().chatSession.findUniqueOrThrow({ where: { sessionId } });
    expect(session.businessInfo).toMatchObject({ agencySize: "4-person team", linesOfBusiness: ["home", "auto"] });
    expect(session.painPoints).toEqual(["Leads cost too much"]);

    // Saying it again does not duplicate rows.
    await answerChatMessage({ sessionId, messageId: newMessageId(), content: "again: 4 agents, home and auto" }, meta, offline);
    expect(await db().userLearning.count({ where: { sessionId } })).toBe(5);
  });

  it("creates one lead (source chat) once a name and an e-mail or phone are known and the notice was shown", async () => {
    const sessionId = newSession();
    const tag = randomInt(100_000, 999_999);
    const email = `dana.cruz${tag}@cruzfamilyins.com`;
    await answerChatMessage(
      { sessionId, messageId: newMessageId(), content: "I'm Dana Cruz with Cruz Family Insurance, we write home", consentVersion: CHAT_CONSENT_VERSION },
      meta,
      offline,
    );
    expect(await db().lead.count({ where: { email } })).toBe(0);
    const answer = await answerChatMessage(
      { sessionId, messageId: newMessageId(), content: `Sure, my email is ${email} and cell ${texasPhoneDigits().replace(/^(\d{3})(\d{3})/, "$1-$2-")}`, consentVersion: CHAT_CONSENT_VERSION },
      meta,
      offline,
    );
    expect(answer.response).toMatch(/^Thanks, Dana!/);
    const lead = await db().lead.findFirstOrThrow({ where: { email } });
    expect(lead).toMatchObject({ fullName: "Dana Cruz", source: "chat", leadType: "home", agencyName: "Cruz Family Insurance", consentVersion: CHAT_CONSENT_VERSION });
    expect(lead.consentText).toContain("If you share your name, e-mail or phone number in this chat");
    expect(lead.consentPageUrl).toBe(meta.pageUrl);
    expect(lead.notes).toContain("Captured by the chat assistant.");

    await answerChatMessage(
      { sessionId, messageId: newMessageId(), content: `Or use ${tag}other@cruzfamilyins.com`, consentVersion: CHAT_CONSENT_VERSION },
      meta,
      offline,
    );
    expect(await db().lead.count({ where: { source: "chat", fullName: "Dana Cruz", email: { contains: String(tag) } } })).toBe(1);
    const insights = await db().conversationInsight.findMany({ where: { sessionId, insightType: "contact_shared" } });
    expect(insights.length).toBeGreaterThanOrEqual(1);
  });

  it("creates no lead when the widget did not show the consent notice", async () => {
    const sessionId = newSession();
    const email = `no.consent${randomInt(100_000, 999_999)}@gmail.com`;
    await answerChatMessage({ sessionId, messageId: newMessageId(), content: `My name is Lee Tran, ${email}` }, meta, offline);
    expect(await db().lead.count({ where: { email } })).toBe(0);
    expect(await db().userLearning.count({ where: { sessionId, key: "contact:email" } })).toBe(1);
  });

  it("sends the stored conversation to OpenAI and counts the call against the session cap", async () => {
    const ai = { apiKey: FAKE_OPENAI_KEY, baseURL: fake.baseURL, model: "gpt-test", timeoutMs: 2000 };
    const sessionId = newSession();
    fake.requests.length = 0;
    fake.setMode({ kind: "ok", reply: "Start with storm-season outreach to your homeowners." });
    await answerChatMessage({ sessionId, messageId: newMessageId(), content: "We write home in Corpus Christi" }, meta, { ai });
    const second = await answerChatMessage({ sessionId, messageId: newMessageId(), content: "What should I do before June?" }, meta, { ai });
    expect(second.source).toBe("openai");
    expect(second.response).toBe("Start with storm-season outreach to your homeowners.");
    const sent = fake.requests.at(-1)!.body.messages!;
    expect(sent.filter((m) => m.role !== "system").map((m) => m.content)).toEqual([
      "We write home in Corpus Christi",
      "Start with storm-season outreach to your homeowners.",
      "What should I do before June?",
    ]);
    expect(sent[1]!.content).toContain("Lines of business: home");
    expect((await db().chatSession.findUniqueOrThrow({ where: { sessionId } })).aiCalls).toBe(2);

    // At the per-session cap the offline library answers and OpenAI is not called.
    await db().chatSession.update({ where: { sessionId }, data: { aiCalls: CHAT_LIMITS.aiCallsPerSession } });
    const count = fake.requests.length;
    const capped = await answerChatMessage({ sessionId, messageId: newMessageId(), content: "And after a hailstorm?" }, meta, { ai });
    expect(capped.source).toBe("offline");
    expect(fake.requests.length).toBe(count);

    // A daily cap of 0 switches AI off too.
    const other = await answerChatMessage({ sessionId: newSession(), messageId: newMessageId(), content: "hi" }, meta, { ai, dailyAiLimit: 0 });
    expect(other.source).toBe("offline");
    expect(fake.requests.length).toBe(count);
  });

  it("falls back to the offline library when OpenAI fails", async () => {
    fake.setMode({ kind: "fail", status: 503 });
    const ai = { apiKey: FAKE_OPENAI_KEY, baseURL: fake.baseURL, model: "gpt-test", timeoutMs: 2000 };
    const answer = await answerChatMessage({ sessionId: newSession(), messageId: newMessageId(), content: "How can AI help my marketing?" }, meta, { ai });
    expect(answer.source).toBe("offline");
    expect(answer.topic).toBe("ai_marketing");
  });

  it("limits messages per session", async () => {
    const sessionId = newSession();
    const ip = `203.0.113.${randomInt(1, 254)}-${randomBytes(2).toString("hex")}`;
    for (let i = 0; i < CHAT_LIMITS.sessionMessages.limit; i++) expect((await checkChatRate(ip, sessionId)).allowed).toBe(true);
    const blocked = await checkChatRate(ip, sessionId);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("lists recent conversations with their insights for the admin page", async () => {
    const sessionId = newSession();
    await answerChatMessage({ sessionId, messageId: newMessageId(), content: "How much does Growth cost for a 3 person team?" }, meta, offline);
    const list = await listRecentConversations(5);
    const mine = list.find((c) => c.sessionId === sessionId)!;
    expect(mine.messageCount).toBe(2);
    expect(mine.facts.agencySize).toBe("3-person team");
    expect(mine.insights.map((i) => i.insightType)).toContain("buying_signal");
    expect(mine.messages[0]).toMatchObject({ sender: "user", topic: "pricing" });
  });
});
