/**
 * Text helpers shared by the signal groups: defensive coercion, length caps, Unicode clean-up,
 * accent folding and the keyboard-mash heuristics. Everything here is pure and allocation-light;
 * tables are built once at module load.
 */

/**
 * Input length caps. Every string is cut to its cap *before* any other work (trim, regex,
 * normalisation), so a 1 MB field costs no more than a normal one. The caps are far above
 * anything a genuine person types (RFC 5321 limits an address to 254 characters).
 */
export const INPUT_LIMITS = {
  name: 200,
  email: 320,
  phone: 64,
  address: 300,
  city: 100,
  state: 50,
  zipCode: 20,
  agencyName: 200,
  /** Only the first characters of the honeypot are inspected for non-whitespace. */
  honeypot: 10_000,
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Control and format characters (C0/C1 controls, zero-width joiners, bidi overrides, BOM...).
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/gu;
const WHITESPACE_RUN = /\s+/gu;

/**
 * Coerces an untrusted value to a clean, bounded string: non-strings become "" (numbers become
 * their decimal text, useful for phone numbers sent as JSON numbers), the text is cut to `max`
 * characters, lone surrogates and control/format characters are removed, it is NFKC-normalised
 * (full-width letters, ligatures) and whitespace is collapsed.
 */
export function cleanText(value: unknown, max: number): string {
  let s: string;
  if (typeof value === "string") s = value;
  else if (typeof value === "number" && Number.isFinite(value)) s = String(value);
  else return "";
  if (s.length > max) s = s.slice(0, max);
  s = s.replace(LONE_SURROGATE, "").replace(CONTROL_OR_FORMAT, " ");
  try {
    s = s.normalize("NFKC");
  } catch {
    // normalize() only throws on invalid forms; keep the string as is.
  }
  // NFKC can lengthen a string (e.g. ligatures); re-cap so later work stays bounded.
  if (s.length > max) s = s.slice(0, max);
  return s.replace(WHITESPACE_RUN, " ").trim();
}

/** Letters that NFD does not decompose but that fold to ASCII in names (Vietnamese đ, Polish ł...). */
const SPECIAL_FOLDS: Record<string, string> = {
  đ: "d",
  ð: "d",
  ł: "l",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  þ: "th",
  ı: "i",
};
const SPECIAL_FOLD_RE = /[đðłøæœßþı]/g;
const COMBINING_MARKS = /\p{M}+/gu;

/** Lower-cases and strips accents: "José Nguyễn-Đỗ" → "jose nguyen-do". */
export function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(SPECIAL_FOLD_RE, (c) => SPECIAL_FOLDS[c] ?? c);
}

/** Folds and keeps only a–z: "O'Brien" → "obrien". Non-Latin scripts become "". */
export function latinLetters(s: string): string {
  return fold(s).replace(/[^a-z]/g, "");
}

// ---------------------------------------------------------------------------------------------
// Keyboard mash heuristics
// ---------------------------------------------------------------------------------------------

const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"] as const;
const KEYBOARD_RUNS = KEYBOARD_ROWS.flatMap((row) => [row, [...row].reverse().join("")]);

/** Pairs of letters that sit next to each other on the same QWERTY row, both orders. */
const ADJACENT_PAIRS: ReadonlySet<string> = (() => {
  const set = new Set<string>();
  for (const row of KEYBOARD_ROWS) {
    for (let i = 0; i + 1 < row.length; i++) {
      set.add(row.slice(i, i + 2));
      set.add(`${row[i + 1]}${row[i]}`);
    }
  }
  return set;
})();

const VOWELS = /[aeiouy]/;
const STRICT_VOWELS = /[aeiou]/;
const CONSONANT_RUN_6 = /[^aeiouy]{6,}/;
const TRIPLE_LETTER = /(.)\1\1/;
const REPEATED_UNIT = /^(.{1,3})\1{2,}$/;

function isKeyboardRun(t: string): boolean {
  return KEYBOARD_RUNS.some((run) => run.includes(t));
}

function adjacentRatio(t: string): number {
  if (t.length < 2) return 0;
  let adjacent = 0;
  for (let i = 0; i + 1 < t.length; i++) if (ADJACENT_PAIRS.has(t.slice(i, i + 2))) adjacent++;
  return adjacent / (t.length - 1);
}

export type MashMode = "name" | "handle";

/**
 * True when a token (already folded to a–z) looks like keyboard mash rather than a name.
 *
 * - "name" mode (person and agency names): a whole token that is a run along one keyboard row
 *   ("asdf", "jkl" — three-letter runs only when they have no a/e/i/o/u, so "Yui" survives), no
 *   vowel at all in 3+ letters ("bcdf"), a letter typed three times ("aaa"), a unit repeated three
 *   times ("asasas"), 6+ consonants in a row, or 5+ letters that are ≥75 % same-row neighbours
 *   ("sdfsdf"). Real names were checked against these rules in the tests (Nguyen, Szczepański,
 *   Przybylski, Ng, Lê, O'Brien...).
 * - "handle" mode (e-mail local parts, street words): initials such as "jrw" or "mmmartinez" and
 *   abbreviations such as "Blvd" are normal there, so only row runs of 4+, a whole token of
 *   repeats of 4+ letters ("zzzzzz", "ababab"; not "ccc" in "john.ccc") and the neighbour ratio apply.
 */
export function isMashToken(t: string, mode: MashMode = "name"): boolean {
  const n = t.length;
  if (n < 3) return false;
  // In a handle, one letter three times is a set of initials or a middle part ("john.ccc", "Henry III").
  if (REPEATED_UNIT.test(t) && (mode === "name" || n >= 4)) return true;
  if (mode === "name" && TRIPLE_LETTER.test(t)) return true;
  if (n >= 5 && adjacentRatio(t) >= 0.75) return true;
  if (mode === "handle") return n >= 4 && isKeyboardRun(t);
  if (isKeyboardRun(t) && (n >= 4 || !STRICT_VOWELS.test(t))) return true;
  if (!VOWELS.test(t)) return true;
  return CONSONANT_RUN_6.test(t);
}

/** Joins phrases as "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Lower-cases the first character unless the first word is an acronym or a code ("ZIP", "E-mail" → "e-mail"). */
export function lowerFirst(s: string): string {
  const first = s.split(/[\s(]/, 1)[0] ?? "";
  if (first.length > 1 && first === first.toUpperCase()) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}
