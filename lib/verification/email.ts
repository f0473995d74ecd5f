/**
 * E-mail signals: syntax, disposable domains (the maintained disposable-email-domains list via
 * disposable-email-domains-js), likely typos of common mailbox providers, and placeholder or
 * made-up addresses.
 *
 * | Check                 | Points | Fails on                                                         |
 * |-----------------------|-------:|------------------------------------------------------------------|
 * | email.syntax          |     10 | missing or malformed address (all other checks then fail too)    |
 * | email.not_disposable  |      5 | disposable/temporary domain — HARD FAIL, cap 40                  |
 * | email.no_typo         |      5 | "gmial.com", "yahoo.con"... — cap 75 until the address is fixed   |
 * | email.not_placeholder |      5 | example.com, test@, keyboard-mash local part — cap 40             |
 */
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import { parseEmailAddress, type ParsedEmail } from "./normalize";
import { isMashToken } from "./text";
import type { GroupOutcome, ScoreCap, Signal, Warning } from "./types";

export const EMAIL_WEIGHTS = { syntax: 10, notDisposable: 5, noTypo: 5, notPlaceholder: 5 } as const;
export const DISPOSABLE_EMAIL_CAP = 40;
export const PLACEHOLDER_EMAIL_CAP = 40;
export const EMAIL_TYPO_CAP = 75;

/** Built once: ~9,000 domains. (The package's isDisposableEmailDomain() rebuilds the Set per call.) */
const DISPOSABLE_DOMAINS: ReadonlySet<string> = disposableEmailBlocklistSet();

/**
 * Supplement for throwaway brands missing from the list (e.g. tempmail.com is not on it), matched
 * exactly against the label before the top-level domain, so ordinary domains are not caught.
 */
const DISPOSABLE_BRANDS: ReadonlySet<string> = new Set([
  "mailinator", "guerrillamail", "10minutemail", "tempmail", "temp-mail", "throwawaymail", "trashmail",
  "yopmail", "fakeinbox", "getnada", "sharklasers", "disposablemail", "mintemail", "maildrop", "tempinbox",
]);

/** Real mailbox providers common among US (and Texas) consumers and small agencies. */
const PROVIDERS: ReadonlySet<string> = new Set([
  "gmail.com", "googlemail.com", "yahoo.com", "ymail.com", "rocketmail.com", "hotmail.com", "outlook.com",
  "live.com", "msn.com", "aol.com", "icloud.com", "me.com", "mac.com", "comcast.net", "att.net", "sbcglobal.net",
  "swbell.net", "flash.net", "verizon.net", "bellsouth.net", "charter.net", "cox.net", "earthlink.net",
  "protonmail.com", "proton.me", "pm.me", "mail.com", "email.com", "gmx.com", "zoho.com", "yandex.com",
  "frontier.com", "windstream.net", "suddenlink.net", "prodigy.net", "juno.com", "netzero.net", "fastmail.com",
  "hey.com", "tutanota.com", "aim.com",
]);

/**
 * Providers that typos are matched against, with the edit distance (a transposition counts as one)
 * tolerated on the part before the top-level domain: 1, or 2 for names of 8+ letters. Short or
 * ambiguous names (aol, att, me, live, charter ~ chapter, verizon ~ horizon) are only matched
 * through KNOWN_TYPOS.
 */
const TYPO_TARGET_LIST: ReadonlyArray<readonly [domain: string, distance: number]> = [
  ["gmail.com", 1], ["yahoo.com", 1], ["icloud.com", 1], ["comcast.net", 1], ["hotmail.com", 1], ["outlook.com", 1],
  ["sbcglobal.net", 2], ["bellsouth.net", 2], ["earthlink.net", 2],
  ["protonmail.com", 2], ["googlemail.com", 2], ["rocketmail.com", 2],
];
const TYPO_TARGETS = TYPO_TARGET_LIST.map(([domain, distance]) => {
  const dot = domain.indexOf(".");
  return { domain, sld: domain.slice(0, dot), tld: domain.slice(dot + 1), distance };
});

/** Top-level domains that do not exist but are what fingers type for .com/.net/.org. */
const TLD_TYPOS: Readonly<Record<string, string>> = {
  con: "com", cmo: "com", ocm: "com", vom: "com", xom: "com", comm: "com", coom: "com", cim: "com", cpm: "com",
  copm: "com", cmm: "com", nte: "net", nett: "net", ogr: "org", orgg: "org",
};
/** Real TLDs that are only typos when attached to a provider's name ("gmail.co", "yahoo.om"). */
const PROVIDER_TLD_TYPOS: ReadonlySet<string> = new Set(["co", "cm", "om", "ne", "et"]);

/** Explicit typos that the distance rule cannot catch (short provider names). */
const KNOWN_TYPOS: Readonly<Record<string, string>> = {
  "aol.co": "aol.com", "aoll.com": "aol.com", "aool.com": "aol.com", "ao.com": "aol.com",
  "att.ent": "att.net", "live.co": "live.com", "lve.com": "live.com", "msn.co": "msn.com",
  "verizon.com": "verizon.net", "verizn.net": "verizon.net", "verizom.net": "verizon.net",
  "sbcgloabl.net": "sbcglobal.net", "sbcglobal.com": "sbcglobal.net", "comcast.com": "comcast.net",
  "charter.com": "charter.net", "bellsouth.com": "bellsouth.net", "att.com.net": "att.net",
};

/** Reserved or placeholder domains (RFC 2606/6761 and the usual fakes). */
const PLACEHOLDER_DOMAINS: ReadonlySet<string> = new Set([
  "example.com", "example.net", "example.org", "test.com", "test.net", "test.org", "fake.com", "fakeemail.com",
  "domain.com", "yourdomain.com", "yourcompany.com", "company.com", "noemail.com", "nomail.com", "no-email.com",
  "none.com", "nowhere.com", "asdf.com", "invalid.com", "email.test", "abc.com", "xyz.com",
]);
const PLACEHOLDER_TLDS: ReadonlySet<string> = new Set(["test", "example", "invalid", "localhost", "local"]);

/** Local parts that are never a person's own mailbox. Compared with digits and separators removed. */
const PLACEHOLDER_LOCALS: ReadonlySet<string> = new Set([
  "test", "testing", "tester", "testuser", "fake", "fakeemail", "example", "sample", "noreply", "donotreply",
  "none", "null", "nobody", "noemail", "nomail", "asdf", "qwerty", "abc", "foo", "foobar", "xxx", "spam",
  "user", "username", "email", "youremail", "yourname", "name", "someone", "anonymous", "dummy", "na",
]);

/** A local part that is nothing but one letter three times ("aaa@"); as one part of several ("john.ccc@") it is initials. */
const ONE_LETTER_THRICE = /^([a-z])\1\1$/;

/** Damerau–Levenshtein (optimal string alignment) distance with an early exit above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, at(i - 2, j - 2) + 1);
      d[i * cols + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
  }
  return at(rows - 1, cols - 1);
}

/** The domain itself or a parent domain on the disposable list. */
export function disposableDomainOf(domain: string): string | null {
  const labels = domain.split(".");
  for (let i = 0; i + 1 < labels.length; i++) {
    const candidate = labels.slice(i).join(".");
    if (DISPOSABLE_DOMAINS.has(candidate)) return candidate;
  }
  const sld = labels.length >= 2 ? labels[labels.length - 2] ?? "" : "";
  if (DISPOSABLE_BRANDS.has(sld)) return domain;
  return null;
}

/** The provider a domain is probably a misspelling of, or null. */
export function suggestDomain(domain: string): string | null {
  return findTypo(domain)?.suggestion ?? null;
}

interface Typo {
  suggestion: string;
  /** Edit distance of the name part (0 when only the top-level domain is wrong). */
  distance: number;
}

/** Real domains that happen to be one edit away from a provider. */
const NOT_TYPOS: ReadonlySet<string> = new Set(["cloud.com", "wahoo.com", "gmx.com", "ymail.com", "email.com", "mail.com"]);

function findTypo(domain: string): Typo | null {
  if (PROVIDERS.has(domain) || NOT_TYPOS.has(domain)) return null;
  const known = KNOWN_TYPOS[domain];
  if (known) return { suggestion: known, distance: 1 };
  const dot = domain.lastIndexOf(".");
  if (dot <= 0) return null;
  const sld = domain.slice(0, dot);
  const tld = domain.slice(dot + 1);
  const fixedTld = TLD_TYPOS[tld];
  // Only two-label domains are compared with providers: "mail.yahoo.com.mx" style domains are legit.
  if (!sld.includes(".")) {
    for (const target of TYPO_TARGETS) {
      const tldOk = tld === target.tld || fixedTld === target.tld || (sld === target.sld && PROVIDER_TLD_TYPOS.has(tld));
      if (!tldOk) continue;
      if (sld === target.sld) return { suggestion: target.domain, distance: 0 }; // right name, mistyped TLD
      const distance = editDistance(sld, target.sld, target.distance);
      if (distance <= target.distance) return { suggestion: target.domain, distance };
    }
  }
  if (fixedTld) return { suggestion: `${sld}.${fixedTld}`, distance: 0 };
  return null;
}

function placeholderProblem(email: ParsedEmail): string | null {
  const tld = email.domain.slice(email.domain.lastIndexOf(".") + 1);
  if (PLACEHOLDER_DOMAINS.has(email.domain) || PLACEHOLDER_TLDS.has(tld)) return `Placeholder e-mail domain (${email.domain})`;
  const plainLocal = email.local.replace(/\+.*$/, "").replace(/[^a-z]/g, "");
  if (PLACEHOLDER_LOCALS.has(plainLocal)) return `Placeholder e-mail address (${email.local}@)`;
  const pieces = email.local.replace(/\+.*$/, "").split(/[^a-z]+/).filter((p) => p !== "");
  const mash = pieces.find((p) => isMashToken(p, "handle"));
  if (mash || ONE_LETTER_THRICE.test(plainLocal)) return `E-mail looks made up (${email.local}@)`;
  return null;
}

export interface EmailAnalysis {
  email: ParsedEmail | null;
}

export function checkEmail(raw: unknown): GroupOutcome & { analysis: EmailAnalysis } {
  const signals: Signal[] = [];
  const caps: ScoreCap[] = [];
  const warnings: Warning[] = [];
  const parsed = parseEmailAddress(raw);

  if (!parsed.ok) {
    const flag = parsed.problem === "missing" ? "E-mail is missing" : `E-mail address is not valid (${parsed.problem})`;
    signals.push({ id: "email.syntax", weight: EMAIL_WEIGHTS.syntax, passed: false, message: flag });
    signals.push({ id: "email.not_disposable", weight: EMAIL_WEIGHTS.notDisposable, passed: false, message: "Skipped: no valid address" });
    signals.push({ id: "email.no_typo", weight: EMAIL_WEIGHTS.noTypo, passed: false, message: "Skipped: no valid address" });
    signals.push({ id: "email.not_placeholder", weight: EMAIL_WEIGHTS.notPlaceholder, passed: false, message: "Skipped: no valid address" });
    warnings.push({ flag, severity: 25 });
    return { group: "email", applicable: true, valid: false, signals, caps, warnings, summary: null, analysis: { email: null } };
  }

  const email = parsed.email;
  signals.push({ id: "email.syntax", weight: EMAIL_WEIGHTS.syntax, passed: true, message: "Well-formed address" });

  // A close typo of a big provider wins over the disposable list: the list contains catch-all typo
  // domains (gmial.com, hotmial.com), and a person who mistyped gmail.com is not using a
  // throwaway mailbox. A looser match does not (yopmail.com is two edits from hotmail.com).
  const typo = findTypo(email.domain);
  const listed = disposableDomainOf(email.domain);
  const disposable = listed && !(typo && typo.distance <= 1) ? listed : null;
  const suggestion = disposable ? null : typo?.suggestion ?? null;
  signals.push({
    id: "email.not_disposable",
    weight: EMAIL_WEIGHTS.notDisposable,
    passed: disposable === null,
    message: disposable ? `Disposable domain ${disposable} (hard fail, score capped at ${DISPOSABLE_EMAIL_CAP})` : "Not a disposable domain",
  });
  if (disposable) caps.push({ id: "email.disposable", limit: DISPOSABLE_EMAIL_CAP, flag: `Disposable e-mail domain (${disposable})`, hardFail: true });

  signals.push({
    id: "email.no_typo",
    weight: EMAIL_WEIGHTS.noTypo,
    passed: suggestion === null,
    message: suggestion ? `Domain ${email.domain} looks like a typo of ${suggestion} (score capped at ${EMAIL_TYPO_CAP})` : "No typo in the domain",
  });
  if (suggestion) caps.push({ id: "email.typo", limit: EMAIL_TYPO_CAP, flag: `Possible typo in e-mail domain: ${email.domain} → ${suggestion}`, hardFail: false });

  const placeholder = placeholderProblem(email);
  signals.push({
    id: "email.not_placeholder",
    weight: EMAIL_WEIGHTS.notPlaceholder,
    passed: placeholder === null,
    message: placeholder ? `${placeholder} (score capped at ${PLACEHOLDER_EMAIL_CAP})` : "Looks like a personal mailbox",
  });
  if (placeholder) caps.push({ id: "email.placeholder", limit: PLACEHOLDER_EMAIL_CAP, flag: placeholder, hardFail: false });

  const valid = signals.every((s) => s.passed);
  return {
    group: "email",
    applicable: true,
    valid,
    signals,
    caps,
    warnings,
    summary: valid ? `valid e-mail at ${email.domain}` : null,
    analysis: { email },
  };
}
