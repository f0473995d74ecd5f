/**
 * Scans text (the whole test suite's server and runner logs, the client bundles) for secrets and
 * for the e-mail addresses and phone numbers of the people the suite stored. One pass per file:
 * every e-mail-like and phone-like token is extracted, normalised and looked up, so thousands of
 * needles cost no more than a few. Findings are reported masked: the report must not leak either.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export type Needles = {
  /** Exact secret values (AUTH_SECRET, passwords, API keys). */
  secrets: string[];
  emails: string[];
  /** Any format: compared by their last ten digits. */
  phones: string[];
};

export type Finding = { file: string; kind: "secret" | "email" | "phone" | "key pattern"; value: string };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
/** Live-looking provider keys, whatever their value (fakes use obviously fake ones). */
const KEY_PATTERNS = /\b(?:sk_live_[A-Za-z0-9]{10,}|rk_live_[A-Za-z0-9]{10,}|whsec_[A-Za-z0-9]{20,}|EAA[A-Za-z0-9]{40,})/g;

const digits10 = (s: string) => s.replace(/\D/g, "").slice(-10);

export function mask(value: string): string {
  if (value.length <= 6) return "*".repeat(value.length);
  return `${value.slice(0, 2)}${"*".repeat(Math.min(value.length - 4, 12))}${value.slice(-2)}`;
}

export function scanText(file: string, text: string, needles: Needles): Finding[] {
  const emails = new Set(needles.emails.map((e) => e.trim().toLowerCase()).filter(Boolean));
  const phones = new Set(needles.phones.map(digits10).filter((d) => d.length === 10));
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const add = (kind: Finding["kind"], value: string) => {
    const key = `${kind}:${value}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ file, kind, value: mask(value) });
  };
  for (const secret of needles.secrets) if (secret.length >= 8 && text.includes(secret)) add("secret", secret);
  for (const m of text.matchAll(EMAIL)) if (emails.has(m[0].toLowerCase())) add("email", m[0]);
  for (const m of text.matchAll(PHONE)) if (phones.has(digits10(m[0]))) add("phone", m[0]);
  for (const m of text.matchAll(KEY_PATTERNS)) add("key pattern", m[0]);
  return findings;
}

async function* files(dir: string, ext: RegExp): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full, ext);
    else if (ext.test(entry.name)) yield full;
  }
}

/** Scans log files and every .js file under the client bundle folders. */
export async function scanForLeaks(opts: { logs: string[]; bundleDirs: string[]; needles: Needles }): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const log of opts.logs) findings.push(...scanText(log, await readFile(log, "utf8").catch(() => ""), opts.needles));
  for (const dir of opts.bundleDirs) {
    for await (const file of files(dir, /\.js$/)) findings.push(...scanText(file, await readFile(file, "utf8"), opts.needles));
  }
  return findings;
}
