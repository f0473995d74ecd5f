/**
 * Name plausibility: is this a real person's full name rather than a test entry, a placeholder
 * or keyboard mash? Accents, apostrophes, hyphens and non-Latin scripts are all accepted.
 *
 * | Check                 | Points | Fails on                                                    |
 * |-----------------------|-------:|-------------------------------------------------------------|
 * | name.present          |      5 | missing, or fewer than 2 letters                            |
 * | name.characters       |      5 | symbols; digits (cap 70); an e-mail address or link (cap 40) |
 * | name.full             |      5 | one name only, last name only an initial, identical names,  |
 * |                       |        | implausibly long                                            |
 * | name.not_placeholder  |      5 | test/fake words, "John Doe"-style placeholders (cap 40)     |
 * | name.not_mash         |      5 | keyboard mash, only single letters (cap 40)                 |
 */
import { cleanText, fold, INPUT_LIMITS, isMashToken, latinLetters } from "./text";
import type { GroupOutcome, ScoreCap, Signal, Warning } from "./types";

export const NAME_WEIGHTS = { present: 5, characters: 5, full: 5, notPlaceholder: 5, notMash: 5 } as const;
export const FAKE_NAME_CAP = 40;
export const NAME_WITH_DIGITS_CAP = 70;
const LINK_PROBLEM = "Name contains an e-mail address or link";
const DIGIT_PROBLEM = "Name contains digits";

/** Words that never appear in a genuine person's name on a lead form. Compared after folding. */
const FAKE_NAME_WORDS: ReadonlySet<string> = new Set([
  "test", "testing", "tester", "testuser", "testname", "fake", "fakename", "dummy", "asdf", "asdfg", "asdfgh",
  "qwerty", "foo", "foobar", "lorem", "ipsum", "noname", "nobody", "anonymous", "anon", "null", "undefined",
  "unknown", "user", "username", "firstname", "lastname", "fname", "lname", "fullname", "yourname",
  "admin", "administrator", "spam", "bot", "robot", "blah", "blahblah", "xxx", "xxxx", "xyz", "abc", "abcd",
  "none", "nothing", "nope", "whatever", "example", "placeholder",
]);

/** Well-known placeholder people, compared on folded tokens without initials. */
const PLACEHOLDER_NAMES: ReadonlySet<string> = new Set([
  "john doe", "jane doe", "johnny doe", "baby doe", "john roe", "jane roe", "richard roe", "john public",
  "joe bloggs", "joe blow", "joe schmoe", "joe schmo", "first last", "first name last name", "your name",
  "full name", "mickey mouse", "minnie mouse", "donald duck", "bugs bunny", "homer simpson", "bart simpson",
  "santa claus", "spongebob squarepants", "sponge bob",
]);

/** Titles, generational suffixes and insurance designations, ignored when counting names. */
const AFFIXES: ReadonlySet<string> = new Set([
  "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "rev", "sr", "jr", "ii", "iii", "iv", "v", "esq", "phd", "md",
  "cpa", "cic", "clu", "chfc", "cpcu", "lutcf", "cfp", "aai", "arm", "crm",
]);

const ALLOWED_CHARS = /^[\p{L}\p{M}\s'’ʼ`.,\p{Pd}]+$/u;
const LETTER = /\p{L}/gu;
const DIGIT = /\p{Nd}/u;
const LINK_OR_EMAIL = /@|https?:|www\.|\.(?:com|net|org|info|biz|io|ru|xyz)\b/i;

function letterCount(s: string): number {
  return s.match(LETTER)?.length ?? 0;
}

/** Scripts in which one character is a whole name syllable (李 明, 김 민준), so never an "initial". */
const SYLLABIC_SCRIPT = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function isInitial(token: string): boolean {
  return letterCount(token) <= 1 && !SYLLABIC_SCRIPT.test(token);
}

/** Scores a person's full name (contacts pass "first last"). */
export function checkName(rawName: unknown): GroupOutcome {
  const name = cleanText(rawName, INPUT_LIMITS.name);
  const signals: Signal[] = [];
  const caps: ScoreCap[] = [];
  const warnings: Warning[] = [];

  // Tokens: split on spaces and commas, drop affixes ("Dr.", "Jr.", "CLU").
  const rawTokens = name.split(/[\s,]+/).filter((t) => t !== "");
  const personTokens = rawTokens.filter((t) => !AFFIXES.has(latinLetters(t)));
  const tokenLetters = personTokens.map((t) => latinLetters(t));
  // Sub-tokens split on hyphens/apostrophes for the mash rules ("Hernández-López", "O'Brien" stays whole).
  const parts = personTokens
    .flatMap((t) => fold(t).split(/\p{Pd}+/u))
    .map((p) => p.replace(/[^a-z]/g, ""))
    .filter((p) => p !== "");

  const letters = letterCount(name);
  const present = letters >= 2;
  signals.push({
    id: "name.present",
    weight: NAME_WEIGHTS.present,
    passed: present,
    message: present ? "A name was given" : name === "" ? "No name was given" : "Name has fewer than 2 letters",
  });
  if (!present) {
    if (name === "") warnings.push({ flag: "Name is missing", severity: 25 });
    else caps.push({ id: "name.single_letter", limit: FAKE_NAME_CAP, flag: `Name is not a real name (${name.slice(0, 20)})`, hardFail: false });
    const skipped: Array<[string, number]> = [
      ["name.characters", NAME_WEIGHTS.characters],
      ["name.full", NAME_WEIGHTS.full],
      ["name.not_placeholder", NAME_WEIGHTS.notPlaceholder],
      ["name.not_mash", NAME_WEIGHTS.notMash],
    ];
    for (const [id, weight] of skipped) signals.push({ id, weight, passed: false, message: "Skipped: no usable name" });
    return { group: "name", applicable: true, valid: false, signals, caps, warnings, summary: null };
  }

  // Characters.
  let charProblem: string | null = null;
  if (LINK_OR_EMAIL.test(name)) charProblem = LINK_PROBLEM;
  else if (DIGIT.test(name)) charProblem = DIGIT_PROBLEM;
  else if (!ALLOWED_CHARS.test(name)) charProblem = "Name contains unusual symbols";
  signals.push({ id: "name.characters", weight: NAME_WEIGHTS.characters, passed: charProblem === null, message: charProblem ?? "Only letters, spaces, hyphens and apostrophes" });
  if (charProblem === LINK_PROBLEM) caps.push({ id: "name.spam", limit: FAKE_NAME_CAP, flag: charProblem, hardFail: false });
  else if (charProblem === DIGIT_PROBLEM) caps.push({ id: "name.digits", limit: NAME_WITH_DIGITS_CAP, flag: charProblem, hardFail: false });
  else if (charProblem) warnings.push({ flag: charProblem, severity: 15 });

  // Placeholder / test words.
  const withoutInitials = tokenLetters.filter((t) => t.length > 1);
  const fakeWord = tokenLetters.find((t) => FAKE_NAME_WORDS.has(t));
  const joined = withoutInitials.join(" ");
  const placeholder = PLACEHOLDER_NAMES.has(joined) || PLACEHOLDER_NAMES.has(tokenLetters.join(" "));
  const notPlaceholder = !fakeWord && !placeholder;
  signals.push({
    id: "name.not_placeholder",
    weight: NAME_WEIGHTS.notPlaceholder,
    passed: notPlaceholder,
    message: notPlaceholder ? "No test or placeholder words" : `Placeholder or test name (score capped at ${FAKE_NAME_CAP})`,
  });
  if (!notPlaceholder) {
    caps.push({
      id: "name.placeholder",
      limit: FAKE_NAME_CAP,
      flag: placeholder ? `Placeholder name (${name.slice(0, 40)})` : `Test or fake word in name ("${fakeWord}")`,
      hardFail: false,
    });
  }

  // Keyboard mash and single letters.
  const mashPart = parts.find((p) => isMashToken(p, "name"));
  const allSingleLetters = personTokens.length > 0 && personTokens.every(isInitial);
  const notMash = !mashPart && !allSingleLetters;
  signals.push({
    id: "name.not_mash",
    weight: NAME_WEIGHTS.notMash,
    passed: notMash,
    message: notMash ? "Name reads like a real name" : `Name looks made up (score capped at ${FAKE_NAME_CAP})`,
  });
  if (!notMash && notPlaceholder) {
    caps.push({
      id: allSingleLetters ? "name.single_letters" : "name.mash",
      limit: FAKE_NAME_CAP,
      flag: allSingleLetters ? `Name is only initials (${name.slice(0, 20)})` : `Name looks like keyboard mash ("${mashPart}")`,
      hardFail: false,
    });
  }

  // Full name: at least a first and a last name; the last one more than an initial.
  let fullProblem: string | null = null;
  const last = personTokens[personTokens.length - 1] ?? "";
  if (personTokens.length < 2) fullProblem = "Only one name given (no last name)";
  else if (isInitial(last)) fullProblem = "Last name is only an initial";
  else if (personTokens.length > 6 || name.length > 80) fullProblem = "Name is unusually long";
  else if (tokenLetters.length === 2 && tokenLetters[0] !== "" && tokenLetters[0] === tokenLetters[1]) fullProblem = "First and last name are identical";
  signals.push({ id: "name.full", weight: NAME_WEIGHTS.full, passed: fullProblem === null, message: fullProblem ?? "First and last name given" });
  if (fullProblem && notPlaceholder && notMash) warnings.push({ flag: fullProblem, severity: 12 });

  const valid = signals.every((s) => s.passed);
  return {
    group: "name",
    applicable: true,
    valid,
    signals,
    caps,
    warnings,
    summary: valid ? "plausible full name" : null,
  };
}
