/**
 * What a visitor revealed about their agency in one chat message: size, lines of business, goals,
 * pain points and contact details. Pattern-based and pure; conversation.ts stores the result in
 * `user_learning` (default confidence 0.8) and turns it into `conversation_insights`.
 */
export type ContactDetails = { name?: string; email?: string; phone?: string };

export type ExtractedDetails = {
  agencySize?: string;
  bookSize?: string;
  agencyName?: string;
  linesOfBusiness: string[];
  goals: string[];
  painPoints: string[];
  contact: ContactDetails;
};

export const GOAL_LABELS = {
  more_leads: "Get more leads",
  grow_book: "Grow the book of business",
  improve_retention: "Keep more clients at renewal",
  cross_sell: "Cross-sell and bundle",
  close_more: "Close more of the leads they get",
  automate_marketing: "Automate marketing and follow-up",
  expand_team: "Hire or expand the agency",
} as const;

export const PAIN_POINT_LABELS = {
  expensive_leads: "Leads cost too much",
  low_quality_leads: "Poor lead quality (bad numbers, fake or unqualified leads)",
  shared_leads: "Leads are shared with other agents",
  low_close_rate: "Low contact or close rate",
  no_time: "Not enough time for marketing and follow-up",
  competition: "Losing business to competitors or captive carriers",
  rate_increases: "Rate increases and non-renewals upsetting clients",
  losing_clients: "Losing existing clients",
  inconsistent_pipeline: "Inconsistent pipeline",
  marketing_unclear: "Unsure what marketing works",
} as const;

export type GoalKey = keyof typeof GOAL_LABELS;
export type PainPointKey = keyof typeof PAIN_POINT_LABELS;

const GOALS: [GoalKey, RegExp][] = [
  ["more_leads", /\b(more|additional|better|steady|consistent|quality|exclusive) (leads|prospects|appointments)\b|\b(need|want|looking for) (some )?leads\b/],
  ["grow_book", /\b(grow|double|triple|scale|expand|build)\b[^.!?]{0,30}\b(book|agency|business|premium|revenue|production)\b/],
  ["improve_retention", /\b(improve|increase|boost|raise|better)\b[^.!?]{0,20}\b(retention|renewals?)\b|\breduce (churn|cancell?ations|lapses)\b/],
  ["cross_sell", /\b(cross-?sell(ing)?|bundl(e|es|ing)|round(ing)? out accounts?|multi-?line)\b/],
  ["close_more", /\b(close|closing|convert|write) more\b|\b(improve|increase|boost|raise)\b[^.!?]{0,20}\b(close|closing|conversion) (rate|ratio)s?\b/],
  ["automate_marketing", /\bautomat(e|ed|ing|ion)\b/],
  ["expand_team", /\b(hire|hiring|add(ing)? (a )?(producers?|agents?|csrs?)|open(ing)? (a )?(second|new) (office|location))\b/],
];

const PAIN_POINTS: [PainPointKey, RegExp][] = [
  ["expensive_leads", /\b(leads?|they|it)('re| are| is| were)? (way |too |so |really )*(expensive|pricey|costly|overpriced)\b|\bcost per lead is (too )?high\b|\bcan'?t afford\b/],
  ["low_quality_leads", /\b(bad|junk|fake|low[- ]quality|garbage|trash|unqualified|bogus|wrong|disconnected) (leads?|numbers?|phone numbers?|data)\b|\bleads? (are|were) (bad|junk|fake|garbage|trash|terrible|useless)\b/],
  ["shared_leads", /\bshared leads?\b|\bsold to (\d+|multiple|several|many|five|other) (agents|agencies)\b|\bsame leads? (as|to) (other|every)/],
  ["low_close_rate", /\b(low|poor|bad|terrible) (close|closing|conversion|contact) (rate|ratio)s?\b|\b(close|closing|conversion|contact) (rate|ratio)s? (is|are|has been) (low|poor|bad|terrible|awful)\b|\b(not|aren'?t|can'?t|never) (closing|close|converting|reach(ing)?)\b|\bno(body| one)? (answers|picks up)\b/],
  ["no_time", /\b(no|not enough|don'?t have( the)?|zero) time\b|\btoo busy\b|\boverwhelmed\b|\bstretched (too )?thin\b/],
  ["competition", /\b(los(e|ing)|lost) (clients|customers|business|deals|them) to\b|\bundercut\b|\bcan'?t compete\b/],
  ["rate_increases", /\b(rates?|premiums?) (increases?|hikes?|are going up|went up|keep going up|keep rising|jumped)\b|\bnon-?renew(ed|als?)?\b/],
  ["losing_clients", /\b(los(e|ing)|lost) (\w+ )?(clients|customers|policyholders|accounts)\b|\b(churn|cancell?ations|clients? (are )?leaving)\b/],
  ["inconsistent_pipeline", /\b(slow|dry|empty|inconsistent|unpredictable|up and down) (pipeline|months?|season|flow)\b|\bfeast or famine\b/],
  ["marketing_unclear", /\b(don'?t|do not) know (how|where|what) to (market|start|advertise|post)\b|\bwasted (money|time) on (ads|marketing|leads)\b|\b(ads|marketing) (doesn'?t|don'?t|isn'?t|aren'?t) work/],
];

const LINES: [string, RegExp][] = [
  ["home", /\b(home|homes|homeowners?|homeowner'?s|ho-?3|dwelling|property)\b/],
  ["auto", /\b(auto|autos|car|cars|vehicles?|personal auto)\b/],
  ["life", /\b(life|final expense|term life|whole life|iul)\b/],
  ["commercial", /\b(commercial|business insurance|general liability|workers'? comp|bop|commercial auto)\b/],
  ["health", /\b(health|aca|obamacare|medicare|medicare supplements?|supplemental)\b/],
  ["renters", /\b(renters?|renter'?s)\b/],
  ["flood", /\b(flood)\b/],
  ["umbrella", /\b(umbrella)\b/],
  ["specialty", /\b(motorcycles?|boats?|rv|recreational vehicles?|farm|ranch)\b/],
];

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20,
};
const num = "(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)";
const TEAM = new RegExp(`\\b${num}[ -](licensed )?(agents?|producers?|employees|staff( members)?|people|csrs?|reps?|person team|man team)\\b`);
const TEAM_OF = new RegExp(`\\b(team|staff|office|agency) of ${num}\\b`);
const SOLO = /\b(solo|one[- ]man|one[- ]person|single[- ]agent|just me|by myself|on my own|myself only)\b/;
const BOOK =
  /(\$\s?\d+(?:[.,]\d+)?\s?(?:k|m|mm|million|thousand)?)\s?(?:in |of )?(?:written |annual |monthly )?(book|premium|revenue|commission)/;
const BOOK_REVERSED = /\b(book|premium|revenue)\b[^.!?$]{0,25}(\$\s?\d+(?:[.,]\d+)?\s?(?:k|m|mm|million|thousand)?)/;
const POLICIES = /\b(\d{1,3}(?:,\d{3})+|\d{2,6})\s(policies|policyholders|households|clients|customers)\b/;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?<![\d-])(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?!\d)/;

const NOT_A_NAME = new Set(
  "a an the not just so very really interested looking trying new here from with in on at an agent agency texas insurance ready sure curious calling writing also still good great fine ok okay happy glad thinking wondering currently based licensed independent captive working retired tired busy".split(
    " ",
  ),
);
const NAME_WORD = "[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]{1,30}";
// Strong phrases: any capitalisation is accepted. Weak phrases ("I'm", "this is") need capitalised words.
const STRONG_NAME = new RegExp(`\\b(?:my name is|my name's|name:|call me|name is)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)`, "i");
const WEAK_NAME = /\b(?:I am|I'm|I’m|This is|[Tt]his is)\s+([A-Z][a-zà-ÿ'’-]{1,30}(?:\s+[A-Z][a-zà-ÿ'’-]{1,30})?)/;
const AGENCY_NAME =
  /\b((?:[A-Z][\w&'’.-]*\s+){1,4}(?:Insurance Agency|Insurance Group|Insurance Services|Insurance|Agency|Financial Group|Financial))\b/;
const AGENCY_PHRASE = /\b(?:[Mm]y agency is|[Oo]ur agency is|[Aa]gency (?:is )?called|[Aa]gency name is)\s+((?:[A-Z][\w&'’.-]*\s*){1,5})/;

/** "$2.5 million" → "$2.5M", "$800k" → "$800K". */
function money(raw: string): string {
  return raw
    .replace(/\s/g, "")
    .replace(/(million|mm)$/i, "M")
    .replace(/thousand$/i, "K")
    .replace(/[km]$/, (x) => x.toUpperCase());
}

const CARRIERS = /\b(state farm|allstate|progressive|geico|farmers|usaa|lemonade|nationwide|liberty mutual|travelers|texas insurance leads)\b/i;

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function cleanName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const words = raw.trim().split(/\s+/).filter((w) => !NOT_A_NAME.has(w.toLowerCase()));
  // Stop at the first word that is not a name ("Sarah and I write home" → "Sarah").
  const kept: string[] = [];
  for (const w of words) {
    if (["and", "with", "from", "at", "of"].includes(w.toLowerCase())) break;
    kept.push(w);
  }
  if (!kept.length) return undefined;
  return kept.map(titleCase).join(" ");
}

export function extractContact(message: string): ContactDetails {
  const contact: ContactDetails = {};
  const email = message.match(EMAIL)?.[0];
  if (email) contact.email = email.toLowerCase();
  const phone = message.replace(EMAIL, " ").match(PHONE);
  if (phone) contact.phone = `(${phone[1]}) ${phone[2]}-${phone[3]}`;
  const strong = message.match(STRONG_NAME)?.[1];
  const name = cleanName(strong) ?? cleanName(message.match(WEAK_NAME)?.[1]);
  if (name && !NOT_A_NAME.has(name.split(" ")[0]!.toLowerCase())) contact.name = name;
  return contact;
}

export function extractDetails(message: string): ExtractedDetails {
  const lower = message.toLowerCase().replace(/\s+/g, " ");
  const details: ExtractedDetails = { linesOfBusiness: [], goals: [], painPoints: [], contact: extractContact(message) };

  const team = lower.match(TEAM);
  const teamOf = lower.match(TEAM_OF);
  if (team) {
    const n = NUMBER_WORDS[team[1]!] ?? Number(team[1]);
    details.agencySize = n === 1 ? "Solo agent" : `${n}-person team`;
  } else if (teamOf) {
    const n = NUMBER_WORDS[teamOf[2]!] ?? Number(teamOf[2]);
    details.agencySize = `${n}-person team`;
  } else if (SOLO.test(lower)) {
    details.agencySize = "Solo agent";
  }

  const book = lower.match(BOOK);
  const reversed = lower.match(BOOK_REVERSED);
  const policies = lower.match(POLICIES);
  if (book) details.bookSize = `${money(book[1]!)} ${book[2]}`;
  else if (reversed) details.bookSize = `${money(reversed[2]!)} ${reversed[1]}`;
  else if (policies) details.bookSize = `${policies[1]} ${policies[2]}`;

  const agencyName = message.match(AGENCY_PHRASE)?.[1]?.trim() ?? message.match(AGENCY_NAME)?.[1]?.trim();
  if (agencyName && !/^(Texas|The|An?|Our|My|Your) (Insurance|Agency)$/i.test(agencyName) && !CARRIERS.test(agencyName)) {
    details.agencyName = agencyName.replace(/[.,;:!?]+$/, "");
  }

  for (const [line, pattern] of LINES) if (pattern.test(lower)) details.linesOfBusiness.push(line);
  for (const [goal, pattern] of GOALS) if (pattern.test(lower)) details.goals.push(goal);
  for (const [pain, pattern] of PAIN_POINTS) if (pattern.test(lower)) details.painPoints.push(pain);
  return details;
}

export function hasAnyDetail(d: ExtractedDetails): boolean {
  return !!(
    d.agencySize ||
    d.bookSize ||
    d.agencyName ||
    d.linesOfBusiness.length ||
    d.goals.length ||
    d.painPoints.length ||
    d.contact.name ||
    d.contact.email ||
    d.contact.phone
  );
}

/** One `user_learning` row: learningType groups, key identifies (one row per session and key). */
export type Learning = { learningType: string; key: string; value: string };

export function toLearnings(d: ExtractedDetails): Learning[] {
  const out: Learning[] = [];
  if (d.agencySize) out.push({ learningType: "agency_size", key: "team_size", value: d.agencySize });
  if (d.bookSize) out.push({ learningType: "agency_size", key: "book_size", value: d.bookSize });
  if (d.agencyName) out.push({ learningType: "business_info", key: "agency_name", value: d.agencyName });
  for (const line of d.linesOfBusiness) out.push({ learningType: "line_of_business", key: `line:${line}`, value: line });
  for (const goal of d.goals) out.push({ learningType: "goal", key: `goal:${goal}`, value: GOAL_LABELS[goal as GoalKey] });
  for (const pain of d.painPoints) {
    out.push({ learningType: "pain_point", key: `pain:${pain}`, value: PAIN_POINT_LABELS[pain as PainPointKey] });
  }
  if (d.contact.name) out.push({ learningType: "contact", key: "contact:name", value: d.contact.name });
  if (d.contact.email) out.push({ learningType: "contact", key: "contact:email", value: d.contact.email });
  if (d.contact.phone) out.push({ learningType: "contact", key: "contact:phone", value: d.contact.phone });
  return out;
}

/** Everything learned in a session, folded from its `user_learning` rows. */
export type LearnedFacts = {
  name?: string;
  email?: string;
  phone?: string;
  agencyName?: string;
  agencySize?: string;
  bookSize?: string;
  linesOfBusiness: string[];
  goals: string[];
  painPoints: string[];
};

export function summarizeLearnings(rows: Pick<Learning, "key" | "value">[]): LearnedFacts {
  const facts: LearnedFacts = { linesOfBusiness: [], goals: [], painPoints: [] };
  for (const { key, value } of rows) {
    if (key === "contact:name") facts.name = value;
    else if (key === "contact:email") facts.email = value;
    else if (key === "contact:phone") facts.phone = value;
    else if (key === "agency_name") facts.agencyName = value;
    else if (key === "team_size") facts.agencySize = value;
    else if (key === "book_size") facts.bookSize = value;
    else if (key.startsWith("line:")) facts.linesOfBusiness.push(value);
    else if (key.startsWith("goal:")) facts.goals.push(value);
    else if (key.startsWith("pain:")) facts.painPoints.push(value);
  }
  return facts;
}
