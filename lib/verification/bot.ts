/**
 * Bot signals: the honeypot field and the time between opening and submitting the form.
 *
 * | Check            | Effect                                                                   |
 * |------------------|--------------------------------------------------------------------------|
 * | bot.honeypot     | hidden field filled → HARD FAIL, score capped at 5                        |
 * | bot.timing       | < 2 s → cap 30 (no human fills the form that fast);                       |
 * |                  | 2–5 s → −10 points (autofill is possible, but it is unusual);              |
 * |                  | submitted "before" it was opened → −5 (clock skew or forged timestamps)    |
 *
 * The timestamps are client-reported, so they can only ever lower a score: a missing or
 * unparseable value is "not evaluated", never a reward. Both must be on the same clock (ideally the
 * client sends both, or the server signs formStartedAt when it renders the form).
 */
import { INPUT_LIMITS } from "./text";
import type { GroupOutcome, ScoreCap, Signal, Warning } from "./types";

export const HONEYPOT_CAP = 5;
/** The flag a lead whose hidden field was filled carries: stored as evidence, never worked (capture-lead.ts). */
export const HONEYPOT_FLAG = "Hidden honeypot field was filled (bot)";
export const TOO_FAST_CAP = 30;
/** Below this a submission is treated as a bot. */
export const MIN_HUMAN_FILL_MS = 2_000;
/** Below this (and above the minimum) a submission loses FAST_SUBMIT_PENALTY points. */
export const FAST_FILL_MS = 5_000;
export const FAST_SUBMIT_PENALTY = 10;
export const CLOCK_SKEW_PENALTY = 5;

/** Anything other than an empty/whitespace value (or null/undefined/false) fills the honeypot. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === "string") return /\S/.test(value.length > INPUT_LIMITS.honeypot ? value.slice(0, INPUT_LIMITS.honeypot) : value);
  return true;
}

export function checkBot(args: { honeypot?: unknown; formStartedAt?: unknown; submittedAt?: unknown }): GroupOutcome {
  const signals: Signal[] = [];
  const caps: ScoreCap[] = [];
  const warnings: Warning[] = [];

  const filled = honeypotFilled(args.honeypot);
  signals.push({
    id: "bot.honeypot",
    weight: 0,
    passed: !filled,
    message: filled ? `Hidden honeypot field was filled (hard fail, score capped at ${HONEYPOT_CAP})` : "Honeypot field left empty",
  });
  if (filled) caps.push({ id: "bot.honeypot", limit: HONEYPOT_CAP, flag: HONEYPOT_FLAG, hardFail: true });

  const start = args.formStartedAt;
  const end = args.submittedAt;
  if (typeof start === "number" && typeof end === "number" && Number.isFinite(start) && Number.isFinite(end) && start > 0 && end > 0) {
    const elapsed = end - start;
    const seconds = (elapsed / 1000).toFixed(1);
    if (elapsed < 0) {
      const flag = "Form timing is inconsistent (submitted before it was opened)";
      signals.push({ id: "bot.timing", weight: -CLOCK_SKEW_PENALTY, passed: false, message: flag });
      warnings.push({ flag, severity: CLOCK_SKEW_PENALTY });
    } else if (elapsed < MIN_HUMAN_FILL_MS) {
      const flag = `Form submitted ${seconds} s after opening, faster than a person can fill it`;
      signals.push({ id: "bot.timing", weight: 0, passed: false, message: `${flag} (score capped at ${TOO_FAST_CAP})` });
      caps.push({ id: "bot.too_fast", limit: TOO_FAST_CAP, flag, hardFail: false });
    } else if (elapsed < FAST_FILL_MS) {
      const flag = `Very fast form submission (${seconds} s)`;
      signals.push({ id: "bot.timing", weight: -FAST_SUBMIT_PENALTY, passed: false, message: flag });
      warnings.push({ flag, severity: FAST_SUBMIT_PENALTY });
    } else {
      signals.push({ id: "bot.timing", weight: -FAST_SUBMIT_PENALTY, passed: true, message: `Form filled in ${seconds} s` });
    }
  } else {
    signals.push({ id: "bot.timing", weight: 0, passed: true, message: "Form timing not reported; not evaluated" });
  }

  return { group: "bot", applicable: true, valid: caps.length === 0, signals, caps, warnings, summary: null };
}
