import { readFileSync } from "node:fs";

/**
 * How long each test took against its timeout, for the table `npm test` prints at the end (issue 24:
 * a test that uses a large share of its timeout on a quiet machine fails on a machine half as fast).
 * The Playwright reporter (e2e/timeout-share-reporter.ts) and the Vitest reporter
 * (test/timings/vitest-timings-reporter.ts) each write one JSON file of these.
 */
export type TestTiming = { runner: "playwright" | "vitest"; title: string; ms: number; timeoutMs: number; status: string };

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
export function timingReport(label: string, timings: TestTiming[], top = 10): string[] {
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
