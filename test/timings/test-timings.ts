import { readFileSync } from "node:fs";

/**
 * How long each test took against its timeout, for the table `npm test` prints at the end (issue 24:
 * a test that uses a large share of its timeout on a quiet machine fails on a machine half as fast).
 * The Playwright reporter (e2e/timeout-share-reporter.ts) and the Vitest reporter
 * (test/timings/vitest-timings-reporter.ts) each write one JSON file of these.
 */
export type TestTiming = {
  runner: "playwright" | "vitest";
  title: string;
  ms: number;
  timeoutMs: number;
  status: string;
  /** For a test that did not pass: its error's first lines, so the run's last screen names what failed. */
  error?: string;
};

/** On a quiet machine no test may use more than this share of its timeout: a machine 3× slower still passes. */
export const QUIET_SHARE = 1 / 3;
/** Past this share on the machine at hand, the run prints a warning naming the test. */
export const WARN_SHARE = 1 / 2;

export const share = (t: TestTiming) => (t.timeoutMs > 0 ? t.ms / t.timeoutMs : 0);

export function readTimings(file: string): TestTiming[] {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as TestTiming[];
  } catch {
    return [];
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pct = (x: number) => `${Math.round(x * 100)} %`;

/**
 * The ten slowest tests of a runner, each with its share of its timeout, then a warning line for every
 * test (of all of them) past half its timeout.
 */
export function timingReport(label: string, all: TestTiming[], top = 10): string[] {
  // Errors outside any test (a crashed worker) have no timeout: they are in failureReport only.
  const timings = all.filter((t) => t.timeoutMs > 0);
  if (timings.length === 0) return [];
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, top);
  const width = Math.min(110, Math.max(...slowest.map((t) => t.title.length)));
  const lines = [`${label}: the ${slowest.length} slowest of ${timings.length}, with their share of their timeout`];
  for (const t of slowest) {
    const title = t.title.length > width ? `${t.title.slice(0, width - 1)}…` : t.title.padEnd(width);
    lines.push(`  ${title}  ${seconds(t.ms).padStart(7)} of ${seconds(t.timeoutMs).padStart(7)}  ${pct(share(t)).padStart(5)}`);
  }
  const worst = Math.max(...timings.map(share));
  const over = timings.filter((t) => share(t) > WARN_SHARE).sort((a, b) => share(b) - share(a));
  for (const t of over) lines.push(`  WARNING: ${t.title} used ${pct(share(t))} of its timeout (${seconds(t.ms)} of ${seconds(t.timeoutMs)}): a slower machine would time out`);
  lines.push(`  largest share: ${pct(worst)} (the rule: under ${pct(QUIET_SHARE)} on a quiet machine; warning past ${pct(WARN_SHARE)})`);
  return lines;
}

/** How many lines of a failed test's error the summary keeps. */
const ERROR_LINES = 6;

/** The first lines of an error's message, without terminal colours. */
export function errorHead(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const plain = message.replace(/\u001b\[[0-9;]*m/g, "");
  return plain.split("\n").filter((l) => l.trim()).slice(0, ERROR_LINES).join("\n");
}

/**
 * Every test that did not pass, with its error's first lines. Printed next to the summary, at the very end
 * of `npm test`, because a CI log is often read from its tail only.
 */
export function failureReport(label: string, timings: TestTiming[]): string[] {
  const failed = timings.filter((t) => t.status !== "passed");
  if (failed.length === 0) return [];
  const lines = [`${label}: ${failed.length} did not pass`];
  for (const t of failed) {
    lines.push(`  ${t.status.toUpperCase()}  ${t.title}  (${seconds(t.ms)} of ${seconds(t.timeoutMs)})`);
    for (const l of (t.error ?? "").split("\n").filter(Boolean)) lines.push(`      ${l}`);
  }
  return lines;
}
