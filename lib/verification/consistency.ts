/**
 * Consistency between fields, and duplicates of the same person.
 *
 * Consistency checks only ever take points away: a check that has nothing to compare (no state,
 * no agency) passes. Deliberately NOT checked: phone area code against the address (Texans keep
 * their old mobile numbers when they move) and name against e-mail (couples share mailboxes).
 *
 * | Check                    | Points | Fails on                                                  |
 * |--------------------------|-------:|-----------------------------------------------------------|
 * | consistency.zip_state    |      4 | state field says TX but the ZIP is in another state        |
 * | consistency.city_zip     |      3 | a big Texas city with another city's ZIP (Houston 78701)    |
 * | consistency.agency       |      3 | agency name is a test word, keyboard mash or one letter    |
 * |                          |        | — cap 70                                                  |
 * | duplicate.recent (cap)   |      0 | same person submitted within 30 days — cap 60              |
 */
import { cityMatchesZip, stateOfZip, type AddressAnalysis } from "./address";
import { cleanText, fold, INPUT_LIMITS, isMashToken } from "./text";
import type { DuplicateRef, GroupOutcome, ScoreCap, Signal, Warning } from "./types";

export const CONSISTENCY_WEIGHTS = { zipState: 4, cityZip: 3, agency: 3 } as const;
export const DUPLICATE_WINDOW_DAYS = 30;
export const DUPLICATE_CAP = 60;
/** A test or mashed agency name suggests a test submission: needs review before it is sold. */
export const FAKE_AGENCY_CAP = 70;

const DAY_MS = 86_400_000;

const FAKE_AGENCY_WORDS: ReadonlySet<string> = new Set([
  "test", "testing", "fake", "dummy", "asdf", "qwerty", "lorem", "ipsum", "none", "null", "undefined", "nobody",
  "noname", "xxx", "example", "placeholder", "blah",
]);

/** Why an agency name looks made up, or null. */
export function agencyProblem(raw: unknown): string | null {
  const name = cleanText(raw, INPUT_LIMITS.agencyName);
  if (name === "") return null;
  const words = fold(name).split(/[^a-z0-9]+/).filter((w) => w !== "");
  const letters = words.join("").replace(/[^a-z]/g, "");
  if (letters.length < 2 && !/\p{L}{2}/u.test(name)) return `Agency name is not a real name (${name.slice(0, 20)})`;
  const fake = words.find((w) => FAKE_AGENCY_WORDS.has(w));
  if (fake) return `Agency name looks like a test entry ("${fake}")`;
  // Acronyms are normal for agencies ("ABC Insurance", "TWFG"), so only longer mash counts.
  const mash = words.find((w) => w.length >= 4 && /^[a-z]+$/.test(w) && isMashToken(w, "handle"));
  if (mash) return `Agency name looks like keyboard mash ("${mash}")`;
  return null;
}

export function checkConsistency(args: { address: AddressAnalysis; agencyName?: unknown }): GroupOutcome {
  const { address } = args;
  const signals: Signal[] = [];
  const warnings: Warning[] = [];

  // State field vs ZIP.
  const zipState = address.zip ? stateOfZip(address.zip) : null;
  const stateMismatch = zipState !== null && address.state !== null && zipState !== address.state;
  signals.push({
    id: "consistency.zip_state",
    weight: CONSISTENCY_WEIGHTS.zipState,
    passed: !stateMismatch,
    message: stateMismatch ? `ZIP ${address.zip} is in ${zipState}, not ${address.state}` : zipState && address.state ? "ZIP matches the state" : "Nothing to compare (no state or ZIP)",
  });
  if (stateMismatch) warnings.push({ flag: `ZIP ${address.zip} is in ${zipState}, not ${address.state}`, severity: 14 });

  // Big-city name vs ZIP.
  const cityMatch = address.city && address.zip ? cityMatchesZip(address.city, address.zip) : null;
  const cityMismatch = cityMatch === false;
  const cityLabel = address.city ? address.city.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : "";
  signals.push({
    id: "consistency.city_zip",
    weight: CONSISTENCY_WEIGHTS.cityZip,
    passed: !cityMismatch,
    message: cityMismatch ? `ZIP ${address.zip} is not in ${cityLabel}` : cityMatch ? "ZIP matches the city" : "City not checked against the ZIP",
  });
  if (cityMismatch) warnings.push({ flag: `City and ZIP don't match (${cityLabel} ${address.zip})`, severity: 12 });

  // Agency name.
  const agency = agencyProblem(args.agencyName);
  signals.push({
    id: "consistency.agency",
    weight: CONSISTENCY_WEIGHTS.agency,
    passed: agency === null,
    message: agency ? `${agency} (score capped at ${FAKE_AGENCY_CAP})` : "Agency name plausible or not given",
  });
  const caps: ScoreCap[] = agency ? [{ id: "consistency.agency", limit: FAKE_AGENCY_CAP, flag: agency, hardFail: false }] : [];

  return { group: "consistency", applicable: true, valid: signals.every((s) => s.passed), signals, caps, warnings, summary: null };
}

function toMs(value: unknown): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") {
    const ms = Date.parse(value.slice(0, 40));
    return Number.isFinite(ms) ? ms : null;
  }
  return null;
}

/**
 * Duplicate of the same person. The caller looks it up (same normalised e-mail or phone within
 * DUPLICATE_WINDOW_DAYS) and passes it in; the window is re-checked here when the submission time
 * is known, and trusted otherwise (no clock is read, so results stay deterministic).
 */
export function checkDuplicate(duplicateOf: unknown, submittedAt: unknown, kind: "lead" | "contact" = "lead"): { signal: Signal; cap: ScoreCap | null } {
  const ref = duplicateOf && typeof duplicateOf === "object" ? (duplicateOf as Partial<DuplicateRef>) : null;
  if (!ref) return { signal: { id: "duplicate.recent", weight: 0, passed: true, message: "No earlier submission from this person" }, cap: null };
  const id = typeof ref.id === "number" && Number.isFinite(ref.id) ? `#${ref.id}` : "";
  const created = toMs(ref.createdAt);
  const now = typeof submittedAt === "number" && Number.isFinite(submittedAt) ? submittedAt : null;
  const ageDays = created !== null && now !== null ? (now - created) / DAY_MS : null;
  if (ageDays !== null && ageDays > DUPLICATE_WINDOW_DAYS) {
    return { signal: { id: "duplicate.recent", weight: 0, passed: true, message: `Earlier submission ${id} is older than ${DUPLICATE_WINDOW_DAYS} days` }, cap: null };
  }
  const when =
    ageDays === null ? `within ${DUPLICATE_WINDOW_DAYS} days` : ageDays < 1 ? "less than a day ago" : `${Math.floor(ageDays)} day${Math.floor(ageDays) === 1 ? "" : "s"} ago`;
  const flag = `Duplicate of ${kind} ${id ? `${id} ` : ""}submitted ${when}`;
  return {
    signal: { id: "duplicate.recent", weight: 0, passed: false, message: `${flag} (score capped at ${DUPLICATE_CAP})` },
    cap: { id: "duplicate.recent", limit: DUPLICATE_CAP, flag, hardFail: false },
  };
}
