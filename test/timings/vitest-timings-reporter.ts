import { writeFileSync } from "node:fs";
import type { Reporter, TestCase, Vitest } from "vitest/node";
import { errorHead, type TestTiming } from "./test-timings";

/**
 * Records every Vitest test's duration against its timeout (its own, else the config's testTimeout) and
 * writes them to VITEST_TIMINGS_FILE for the table `npm test` prints at its end. Prints nothing itself.
 */
export default class VitestTimingsReporter implements Reporter {
  private timings: TestTiming[] = [];
  private defaultTimeout = 5_000;

  onInit(vitest: Vitest) {
    this.defaultTimeout = vitest.config.testTimeout;
  }

  onTestCaseResult(test: TestCase) {
    const result = test.result();
    if (result.state === "skipped" || result.state === "pending") return;
    this.timings.push({
      runner: "vitest",
      title: `${test.module.relativeModuleId} › ${test.fullName}`,
      ms: Math.round(test.diagnostic()?.duration ?? 0),
      timeoutMs: test.options.timeout ?? this.defaultTimeout,
      status: result.state,
      error: result.state === "passed" ? undefined : errorHead(result.errors?.[0]?.message),
    });
  }

  onTestRunEnd() {
    const file = process.env.VITEST_TIMINGS_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.timings));
  }
}
