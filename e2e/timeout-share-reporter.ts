import { writeFileSync } from "node:fs";
import type { FullResult, Reporter, TestCase, TestError, TestResult } from "@playwright/test/reporter";
import { errorHead, timingReport, type TestTiming } from "../test/timings/test-timings";

/**
 * Records every journey's duration against its timeout (after test.setTimeout / test.slow()), writes
 * them to E2E_TIMINGS_FILE for the table `npm test` prints at its end, and prints the same table
 * when Playwright runs alone.
 */
export default class TimeoutShareReporter implements Reporter {
  private timings: TestTiming[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped") return;
    const project = test.parent.project()?.name;
    const where = `${test.location.file.split("/e2e/").pop()}:${test.location.line}`;
    this.timings.push({
      runner: "playwright",
      title: `[${project}] ${where} › ${test.title}`,
      ms: result.duration,
      timeoutMs: test.timeout,
      status: result.status,
      error: result.status === "passed" ? undefined : errorHead(result.error?.message ?? result.errors[0]?.message),
    });
  }

  /** An error outside any test (the web server did not start, a worker crashed): listed as a failure too. */
  onError(error: TestError) {
    this.timings.push({ runner: "playwright", title: "(outside any journey)", ms: 0, timeoutMs: 0, status: "error", error: errorHead(error.message) });
  }

  onEnd(result: FullResult) {
    if (result.status === "timedout") {
      this.timings.push({ runner: "playwright", title: "(the whole run)", ms: result.duration, timeoutMs: 0, status: "timedout", error: "the run passed Playwright's global timeout" });
    }
    const file = process.env.E2E_TIMINGS_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.timings));
    else for (const line of timingReport("Browser journeys", this.timings)) console.log(line);
  }

  printsToStdio() {
    return false;
  }
}
