import { fromTexas, isCalendarDate } from "@/lib/crm/texas-time";

/**
 * Cell values as other CRMs and spreadsheets write them, read into ours. Pure functions: the
 * preview and the import read a cell the same way.
 */

export type LeadStatusValue = "new" | "contacted" | "qualified" | "converted" | "lost";

const STATUS_WORDS: [RegExp, LeadStatusValue][] = [
  [/\b(not contacted|uncontacted|unworked|not started)\b/, "new"],
  [/\b(unqualified|disqualified|lost|dead|bad (timing|fit|data|number)|not interested|not converted|junk|closed lost|do not call|rejected)\b/, "lost"],
  [/\b(customer|client|won|closed won|converted|sold|bound|issued|policy|evangelist)\b/, "converted"],
  [/\b(qualified|open deal|opportunity|quoted|quote|proposal|appointment|sql|mql|hot)\b/, "qualified"],
  [/\b(contacted|attempted|attempting|connected|in progress|working|follow up|voicemail|called|engaged)\b/, "contacted"],
  [/\b(new|open|lead|subscriber|fresh)\b/, "new"],
];

/** A lead status from another CRM's words; null when nothing matches (the row then starts as new, with a note). */
export function leadStatusOf(raw: string): LeadStatusValue | null {
  const text = raw.trim().toLowerCase().replace(/[_-]+/g, " ");
  if (!text) return null;
  for (const [re, status] of STATUS_WORDS) if (re.test(text)) return status;
  return null;
}

export type LeadTypeValue = "home" | "auto" | "life" | "all";

/** A lead type from a line of business ("Homeowners", "Personal Auto", "Home & Auto"); null when unknown. */
export function leadTypeOf(raw: string): LeadTypeValue | null {
  const text = raw.trim().toLowerCase();
  if (!text) return null;
  const home = /\b(home|homeowners?|house|property|dwelling|condo|renters?|ho ?[3-6]|fire)\b/.test(text);
  const auto = /\b(auto|car|vehicle|motor|personal auto|pa)\b/.test(text);
  const life = /\b(life|term|whole life|final expense)\b/.test(text);
  if (/\b(all|bundle|bundled|multi|multiple|package)\b/.test(text) || [home, auto, life].filter(Boolean).length > 1) return "all";
  if (home) return "home";
  if (auto) return "auto";
  if (life) return "life";
  return null;
}

/** "yes" / "no" for the lead schema's yes-no answers (Y, Yes, TRUE, 1, X… and N, No, FALSE, 0); null when empty or unclear. */
export function yesNoOf(raw: string): "yes" | "no" | null {
  const text = raw.trim().toLowerCase();
  if (["y", "yes", "true", "1", "x", "si", "sí", "checked"].includes(text)) return "yes";
  if (["n", "no", "false", "0", "unchecked"].includes(text)) return "no";
  return null;
}

/** single / married from "Married", "M", "Single", "S"; null otherwise. */
export function maritalStatusOf(raw: string): "single" | "married" | null {
  const text = raw.trim().toLowerCase();
  if (/married|^m$/.test(text)) return "married";
  if (/single|^s$|divorced|widowed|separated/.test(text)) return "single";
  return null;
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?$/i;
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A date as exports write it: ISO ("2024-03-05", "2024-03-05 14:22", with an offset or Z), US
 * ("03/05/2024", "3/5/24 2:22 PM"), or Unix milliseconds (HubSpot's raw exports). Without an offset
 * it is Texas time, the zone every CRM page shows. Null when it is not a date, or not a plausible one
 * (before 1990 or more than a day ahead of `now`).
 */
export function dateOf(raw: string, now = new Date()): Date | null {
  const text = raw.trim();
  if (!text) return null;
  let at: Date | null = null;
  let m: RegExpExecArray | null;
  if (/^\d{12,13}$/.test(text)) at = new Date(Number(text));
  else if ((m = ISO_DATE.exec(text))) at = wall(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  else if ((m = US_DATE.exec(text))) {
    let year = Number(m[3]);
    if (m[3]!.length === 2) year += year < 70 ? 2000 : 1900;
    let hour = Number(m[4] ?? 0);
    const ampm = m[7]?.toLowerCase().replace(/\./g, "");
    if (ampm === "pm" && hour < 12) hour += 12;
    if (ampm === "am" && hour === 12) hour = 0;
    at = wall(year, Number(m[1]), Number(m[2]), hour, Number(m[5] ?? 0), Number(m[6] ?? 0));
  } else if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(text) && /^\d{4}-\d{2}-\d{2}T/.test(text)) at = new Date(text);
  if (!at || Number.isNaN(at.getTime())) return null;
  if (at.getTime() < Date.UTC(1990, 0, 1) || at.getTime() > now.getTime() + 86_400_000) return null;
  return at;
}

function wall(y: number, mo: number, d: number, h: number, mi: number, s: number): Date | null {
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  if (!isCalendarDate(date) || h > 23 || mi > 59 || s > 59) return null;
  return new Date(fromTexas(date, `${pad(h)}:${pad(mi)}`).getTime() + s * 1000);
}

/** A whole number of years (roof age): "12", "12 years", "12.0"; null when not one. */
export function wholeNumberOf(raw: string): number | null {
  const m = /^(\d{1,4})(?:\.0+)?(?:\s*(?:years?|yrs?))?$/i.exec(raw.trim());
  return m ? Number(m[1]) : null;
}

/** First and last name from one "Full name" cell ("Ana Treviño", "Treviño, Ana"). */
export function splitName(full: string): { firstName: string; lastName: string } {
  const text = full.trim().replace(/\s+/g, " ");
  if (text.includes(",")) {
    const [last, first] = text.split(",", 2).map((s) => s.trim());
    return { firstName: first ?? "", lastName: last ?? "" };
  }
  const i = text.lastIndexOf(" ");
  return i < 0 ? { firstName: text, lastName: "" } : { firstName: text.slice(0, i), lastName: text.slice(i + 1) };
}
