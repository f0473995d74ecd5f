/**
 * The offline assistant: original replies per topic for Texas insurance agents, used when no
 * OpenAI key is configured, when the daily or per-session AI cap is reached, or when the call
 * fails. Each reply is a topic body plus optional lines the configuration switches on (results,
 * a specific service, a call to action), composed to stay within the configured word limit, and
 * picked so a visitor never sees the same text twice in a row.
 */
import type { AssistantConfig } from "@/lib/schemas/assistant-config";
import { MARKETING_CLAIMS, PRODUCTS, PROMISES, formatCents } from "@/lib/constants";
import type { Topic } from "@/lib/assistant/classify-topic";
import type { LearnedFacts } from "@/lib/assistant/extract-details";
import { countWords, cutToWordLimit } from "@/lib/assistant/word-limit";

type Vars = { company: string; assistant: string };
type Body = (v: Vars) => string;

const starterPrice = formatCents(PRODUCTS.find((p) => p.slug === "starter-monthly")?.price ?? 9700).replace(/\.00$/, "");

export const REPLY_LIBRARY: Record<Topic, Body[]> = {
  greeting: [
    (v) =>
      `Hi there! I'm ${v.assistant}, the AI marketing expert at ${v.company}. I work with Texas agents on everything from exclusive lead flow to renewal campaigns. What's the biggest thing standing between you and a bigger book of business right now?`,
    (v) =>
      `Hello and welcome to ${v.company}! Whether you write home, auto, life or all three, I can help you reach more of the right Texans. Are you mostly after new leads, better follow-up, or keeping the clients you already have?`,
    () =>
      "Hey, good to have you here! Tell me a little about your agency, like how many producers you have and which lines you write, and I'll point you to the quickest wins for your market.",
  ],
  hurricane: [
    () =>
      "Storm season is when Texas homeowners pay the most attention to their coverage, which makes it your best window to start conversations. Before June, contact every homeowner client about wind and hail deductibles, and remind coastal households that a new flood policy usually has a 30-day waiting period.",
    () =>
      "After a hailstorm or hurricane, homeowners who felt let down by their carrier start shopping within weeks. Have a plan ready: a claims-help message for your own clients first, then a coverage review offer in the affected ZIP codes. Being the agent who helped during a claim is the strongest referral engine there is.",
    () =>
      "On the coast, windstorm is its own conversation: many homes in the first-tier counties need TWIA or a private wind policy, and plenty of owners don't realize their deductible is a percentage of the home's value. Inland, hail drives claims and rate increases, so lead with roof age and deductible options.",
  ],
  competition: [
    () =>
      "You don't have to beat the captive carriers on price to win. A Texan who calls State Farm or Allstate gets one company's quote; you can shop several. Make that your headline: one call, several quotes, and a local agent who picks up after a claim. Then be the fastest to respond.",
    () =>
      "Direct writers outspend everyone on ads, but they can't match a local agent's follow-up. Call new leads within five minutes, send a personal text when you miss them, and follow up with a side-by-side coverage comparison instead of a single number. Those habits close the gap a price war never will.",
    () =>
      "When a prospect says they're also talking to another agency, ask what they liked about that conversation, then cover what was missing: bundle savings, a coverage gap they didn't know about, or a simpler claims story. Agents who compare coverage instead of premium alone hold their price and keep the client longer.",
  ],
  retention: [
    () =>
      "Retention is usually the cheapest growth you can buy. Call homeowners 45 to 60 days before renewal, especially when a rate increase is coming, so they hear it from you before they see the bill. Clients who get that call shop around far less.",
    () =>
      "The strongest retention lever is policies per household. A client with home and auto together stays much longer than one with a single policy, so build a simple cross-sell routine: auto quotes for home clients, a home or renters review for auto clients, and a yearly life insurance conversation for everyone.",
    () =>
      "Watch the moments clients are most likely to leave: a rate increase at renewal, a claim that went badly, or a move. Set a reminder for each and keep a short, friendly message ready. A quick check-in after a claim does more for loyalty than any holiday card.",
  ],
  lead_generation: [
    () =>
      "Lead results come down to exclusivity and speed. A lead sold to five agents becomes a race to the bottom, while an exclusive lead you call within five minutes is a real conversation. Pair verified leads with a follow-up routine of six or more touches over ten days across calls, texts and e-mail.",
    () =>
      "Start by choosing your lead mix. Home leads in fast-growing suburbs around Austin, Houston and Dallas open the door to bundles, auto leads come in at higher volume, and life leads close slower but pay bigger commissions. Tell me which lines you write and I'll suggest a mix for your budget.",
    () =>
      "A steady pipeline beats occasional bursts. Budget for a consistent number of leads every month, track contact rate, quote rate and close rate separately, and change one thing at a time. Most agents find their quickest gains in follow-up rather than in the lead source itself.",
  ],
  platform_help: [
    () =>
      "Happy to help you find your way around. After you sign in, the CRM dashboard shows your leads with their verification scores, your accounts and your open opportunities by stage. Tell me what you're trying to do and I'll walk you through it.",
    () =>
      "Every lead arrives in your CRM with a verification score from 0 to 100; 80 and above is verified and shown in green. You can connect HubSpot, Pipedrive, Salesforce or Zapier so stage changes flow back to your ad campaigns. What are you setting up?",
    () =>
      `Getting started is quick: sign in, choose your lead types and service area, and leads begin within ${PROMISES.leadsStartHours} hours of setup. If something isn't working as expected, describe what you see and I'll help you sort it out.`,
  ],
  ai_marketing: [
    () =>
      "AI is most useful for the work agents never have time for: drafting follow-ups, personalizing renewal reminders and sorting which leads to call first. We use it to check every lead's name, phone and e-mail before it reaches you, so your time goes to real prospects instead of wrong numbers.",
    () =>
      "A practical first step with AI marketing is automated follow-up. When a lead comes in, an instant personal text and e-mail keep you top of mind while you're with other clients, and a short two-week sequence catches the people who weren't ready on day one.",
    () =>
      "Good AI marketing still sounds like you. Use it to draft posts on local topics, like hail season prep or a new-driver checklist for Texas parents, then add your own voice and a clear next step. Consistent, useful posts build the trust that turns followers into quote requests.",
  ],
  pricing: [
    () =>
      `Plans are built around lead volume: Starter brings 25+ exclusive leads a month, Growth 50+ and Premium 100+, billed monthly or annually in advance, with Starter from ${starterPrice} a month. Report a defective lead within ${PROMISES.defectReportHours} hours for a replacement, and new clients get a ${PROMISES.moneyBackDays}-day money-back guarantee.`,
    () =>
      `The right plan depends on your agency. Agencies writing $10K to $50K in monthly premium usually start with Starter, those in the $50K to $150K range pick Growth, and larger shops go Premium. Every plan includes lead verification, and leads start within ${PROMISES.leadsStartHours} hours of setup.`,
    () =>
      "Think in cost per policy rather than cost per lead. With 50 leads a month, a 15% close rate and about $2,500 in commission per sale, that's roughly $18,750 a month in new commission. Even at half that close rate the math usually works in your favor.",
  ],
  success: [
    () =>
      `Agencies that work our leads with a steady follow-up routine report around a ${MARKETING_CLAIMS.conversionIncrease} increase in conversions. More than ${MARKETING_CLAIMS.agencies.replace("+", "")} agencies use our leads and tools with a ${MARKETING_CLAIMS.rating} rating, and you can read their stories on our Success Stories page.`,
    () =>
      "The agencies that succeed with purchased leads do three things: they call fast, they follow up at least six times, and they track results by lead type. Agents who stick with that routine typically see returns between 250% and 600%, depending on plan and market.",
    () =>
      "Here's a playbook that works across Texas: focus on home and auto bundles, call every new lead within five minutes, and offer an auto quote to every home client. Households with two or more policies stay longer and refer more, so growth compounds month after month.",
  ],
  default: [
    () =>
      "Good question. The Texas agencies that grow fastest focus on three things: a steady flow of exclusive leads, fast and persistent follow-up, and regular reviews that keep the clients they win. Which of those would help your agency most right now?",
    () =>
      "I want to give you something genuinely useful. Could you tell me a bit more about your agency, like which lines you write, how many producers you have, and what has been hardest about growing lately?",
    () =>
      "Every agency is different, so let's get specific. Are you looking to bring in more new business, close more of the leads you already get, or hold on to more clients at renewal?",
  ],
};

/** What the focus-on-results switch adds, per topic. */
const RESULTS: Partial<Record<Topic, string>> = {
  lead_generation: `Our leads carry a ${PROMISES.verificationGuaranteePercent}%+ verification guarantee, or we replace them free.`,
  competition: `Agents using this approach with our leads report around ${MARKETING_CLAIMS.conversionIncrease} more conversions.`,
  retention: "Even a few points of retention add up to thousands in renewal commission every year.",
  ai_marketing: `Every lead is checked before delivery, backed by our ${PROMISES.verificationGuaranteePercent}%+ verification guarantee.`,
  pricing: "Typical returns run from 250% on Starter to 400-600% on Premium.",
  hurricane: "Agents who reach out before the season book far more review appointments than those who wait for the first storm.",
  default: `Agencies working with us report around ${MARKETING_CLAIMS.conversionIncrease} more conversions.`,
};

/** Which configured service fits a topic best (matched by words in the service's name). */
const SERVICE_HINT: Partial<Record<Topic, RegExp>> = {
  lead_generation: /lead/i,
  pricing: /plan|lead/i,
  competition: /lead|script/i,
  retention: /template|content|script/i,
  platform_help: /crm|integration/i,
  ai_marketing: /ai|content|template/i,
  success: /lead|crm|conversion/i,
  hurricane: /content|template|script/i,
};

const plural = (service: string) => /s$/i.test(service.replace(/[.]$/, "").split(" ").pop() ?? "");
const SERVICE_LINES = [
  (s: string) => `That's where our ${lowerFirst(s).replace(/[.]$/, "")} ${plural(s) ? "come" : "comes"} in.`,
  (s: string) => `Our ${lowerFirst(s).replace(/[.]$/, "")} ${plural(s) ? "are" : "is"} built for exactly this.`,
  (s: string, c: string) => `Many agents pair this with ${c}'${c.endsWith("s") ? "" : "s"} ${lowerFirst(s).replace(/[.]$/, "")}.`,
];

const ASK_FOR_CONTACT = [
  (c: string) =>
    `Want a lead plan built around your agency? Share your name and best e-mail or phone number, and a ${c} specialist will reach out within ${PROMISES.replyHours} hours.`,
  (c: string) => `If you'd like a walkthrough, just leave your name and the best number to reach you, and someone from ${c} will call you.`,
  () => "Tell me your name and e-mail, and I'll have our team send a proposal tailored to your market.",
];
const NEXT_STEP = [
  () => "You can also compare plans on our pricing page while you wait.",
  () => "Is there anything else you'd like to know before our team reaches out?",
  () => "What else would help you plan your next quarter?",
];

function lowerFirst(text: string): string {
  // Keep acronyms ("AI-verified", "CRM") as they are.
  return /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length) % items.length]!;
}

export type OfflineReplyInput = {
  config: AssistantConfig;
  topic: Topic;
  assistantName: string;
  facts: LearnedFacts;
  /** The visitor gave contact details in this very message. */
  contactJustShared: boolean;
  /** The agent's earlier replies in this session, oldest first. */
  previousReplies: string[];
  random?: () => number;
};

function compose(input: OfflineReplyInput, body: string, random: () => number): string {
  const { config, topic, facts } = input;
  const company = config.businessContext.companyName;
  const guidelines = config.responseGuidelines;
  const maxWords = guidelines.maxLength;
  const hasContact = !!(facts.email || facts.phone);

  const ack = input.contactJustShared
    ? `Thanks${facts.name ? `, ${facts.name.split(" ")[0]}` : ""}! A ${company} specialist will reach out within ${PROMISES.replyHours} hours.`
    : "";

  const services = config.businessContext.keyServices;
  const hint = SERVICE_HINT[topic];
  const service = services.find((s) => hint?.test(s)) ?? (services.length ? pick(services, random) : undefined);
  // A greeting, or a body that ends with a question, stands alone: extra lines would bury it.
  const asksQuestion = body.trim().endsWith("?") || topic === "greeting";
  const serviceLine =
    guidelines.mentionSpecificServices && service && !asksQuestion ? pick(SERVICE_LINES, random)(service, company) : "";
  const resultsLine = guidelines.focusOnResults && !asksQuestion ? (RESULTS[topic] ?? "") : "";
  const ctaLine =
    guidelines.includeCallToAction && !asksQuestion
      ? hasContact
        ? pick(NEXT_STEP, random)()
        : pick(ASK_FOR_CONTACT, random)(company)
      : "";

  // Required parts first; optional lines join in priority order while the word limit allows.
  const parts: { text: string; order: number }[] = [];
  if (ack) parts.push({ text: ack, order: 0 });
  parts.push({ text: body, order: 1 });
  let used = parts.reduce((n, p) => n + countWords(p.text), 0);
  for (const [text, order] of [
    [ctaLine, 4],
    [serviceLine, 3],
    [resultsLine, 2],
  ] as const) {
    const words = countWords(text);
    if (text && used + words <= maxWords) {
      parts.push({ text, order });
      used += words;
    }
  }
  const reply = parts
    .sort((a, b) => a.order - b.order)
    .map((p) => p.text)
    .join(" ");
  return cutToWordLimit(reply, maxWords);
}

export function offlineReply(input: OfflineReplyInput): string {
  const random = input.random ?? Math.random;
  const vars: Vars = { company: input.config.businessContext.companyName, assistant: input.assistantName };
  const bodies = REPLY_LIBRARY[input.topic].map((b) => b(vars));
  const last = input.previousReplies.at(-1) ?? "";
  const fresh = bodies.filter((b) => !input.previousReplies.some((r) => r.includes(b.slice(0, 60))));
  const notLast = bodies.filter((b) => !last.includes(b.slice(0, 60)));
  const pool = fresh.length ? fresh : notLast.length ? notLast : bodies;
  const reply = compose(input, pick(pool, random), random);
  // The word cut may shorten two bodies to the same text: never repeat the previous reply verbatim.
  if (reply === last) {
    const other = bodies.find((b) => !reply.startsWith(b.slice(0, 40)));
    if (other) return compose(input, other, random);
  }
  return reply;
}
