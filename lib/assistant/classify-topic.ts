/**
 * Which of the spec's reply topics (public-site.md §9) a visitor's message is about. A weighted
 * keyword table: each matching pattern adds its weight to a topic; the highest total wins, ties go
 * to the topic earlier in PRIORITY (the more specific intent). Pure, so the table test is cheap.
 */
export const TOPICS = [
  "greeting",
  "hurricane",
  "competition",
  "retention",
  "lead_generation",
  "platform_help",
  "ai_marketing",
  "pricing",
  "success",
  "default",
] as const;
export type Topic = (typeof TOPICS)[number];

export type Classification = { topic: Topic; confidence: number };

type Rule = [pattern: RegExp, weight: number];

const RULES: Record<Exclude<Topic, "greeting" | "default">, Rule[]> = {
  hurricane: [
    [/\b(hurricanes?|tropical storms?|named storms?|storm season|windstorms?|hail(storms?)?|tornado(es)?|floods?(ing)?|wildfires?)\b/, 3],
    [/\b(twia|catastrophe|cat season|disaster|beryl|harvey|ike|uri|freeze)\b/, 2],
    [/\b(storms?|coastal|gulf coast|galveston|corpus christi)\b/, 1],
  ],
  competition: [
    [/\b(competitors?|competition|competing|compete)\b/, 3],
    [/\b(state farm|allstate|progressive|geico|farmers|usaa|lemonade|captive agents?|direct writers?)\b/, 2],
    [/\b(undercut(s|ting)?|beat (my|our) price|other agenc(y|ies)|big carriers?|online quotes?|lose (them|clients|business|deals) to)\b/, 2],
    [/\b(stand out|differentiate)\b/, 1],
  ],
  retention: [
    [/\b(retention|retain(ing)?|churn|lapsed?|lapses|non-?renewals?)\b/, 3],
    [/\b(renewals?|renew|cancell?ations?|cancell?ing|keep(ing)? (my |our )?(clients|customers|policyholders|book))\b/, 2],
    [/\b(cross-?sell(ing)?|round(ing)? out|policies per household|losing (clients|customers|policyholders)|clients (are )?leaving)\b/, 2],
    [/\b(loyalty|existing clients|current clients|annual reviews?)\b/, 1],
  ],
  lead_generation: [
    [/\b(leads?|lead gen(eration)?|prospects?|prospecting)\b/, 2],
    [/\b(more (clients|customers|business|policies|appointments)|new business|grow(ing)? (my|our) (book|agency)|book of business)\b/, 2],
    [/\b(exclusive|shared leads?|aged leads?|quote requests?|speed to lead|appointments?|referrals?|pipeline)\b/, 1],
  ],
  platform_help: [
    [/\b(log ?in|sign ?in|password|my account|dashboard|crm|set ?up|setup|integrat(e|ion|ions)|hubspot|salesforce|pipedrive|zapier)\b/, 2],
    [/\b(how does (it|this|the platform) work|support|bug|error|not working|export|download)\b/, 2],
    [/\b(how do i|how can i|where (do|can) i)\b/, 1],
    [/\b(onboarding|get started|getting started|access)\b/, 1],
  ],
  ai_marketing: [
    [/\b(ai|a\.i|artificial intelligence|chatgpt|gpt|machine learning|chat ?bots?)\b/, 3],
    [/\b(automat(e|ed|ion|ing)|personali[sz](e|ed|ation)|facebook ads?|meta ads?|google ads?|social media|seo|email campaigns?|drip)\b/, 2],
    [/\b(marketing|ads?|advertis(e|ing)|campaigns?|content)\b/, 1],
  ],
  pricing: [
    [/\b(price|prices|pricing|cost|costs|how much|fees?|rates? for (your|the) (plans?|service))\b/, 3],
    [/\$\s?\d|\b\d+\s?(dollars|bucks)\b/, 2],
    [/\b(plans?|subscriptions?|packages?|budget|afford|cheap|expensive|discount|trial|refund|money-?back|per lead|invoice|billing)\b/, 2],
  ],
  success: [
    [/\b(success stor(y|ies)|case stud(y|ies)|testimonials?|reviews?|results|proof|track record)\b/, 3],
    [/\b(roi|return on investment|conversion rates?|close rates?|closing ratio|does (it|this) (really )?work|worth it)\b/, 2],
    [/\b(other agents|agents like me|success|succeed)\b/, 1],
  ],
};

/** Tie-break order: the more specific, higher-intent topic first. */
const PRIORITY: Topic[] = [
  "pricing",
  "hurricane",
  "retention",
  "competition",
  "platform_help",
  "success",
  "lead_generation",
  "ai_marketing",
];

const GREETING = /^(hi|hello|hey|howdy|hiya|yo|greetings|good (morning|afternoon|evening)|what'?s up|sup)\b[\s!.,?a-z']*$/;

export function classifyTopic(message: string): Classification {
  const text = message.toLowerCase().replace(/\s+/g, " ").trim();
  if (!text) return { topic: "default", confidence: 0.3 };

  const scores = new Map<Topic, number>();
  for (const topic of PRIORITY) {
    const rules = RULES[topic as keyof typeof RULES];
    let score = 0;
    for (const [pattern, weight] of rules) if (pattern.test(text)) score += weight;
    if (score > 0) scores.set(topic, score);
  }

  let best: Topic | null = null;
  let bestScore = 0;
  for (const topic of PRIORITY) {
    const s = scores.get(topic) ?? 0;
    if (s > bestScore) {
      best = topic;
      bestScore = s;
    }
  }

  const words = text.split(" ").length;
  if (!best) {
    if (words <= 8 && GREETING.test(text)) return { topic: "greeting", confidence: 0.9 };
    return { topic: "default", confidence: 0.3 };
  }
  return { topic: best, confidence: Math.min(0.95, 0.5 + bestScore * 0.1) };
}
