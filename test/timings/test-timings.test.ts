import { describe, expect, it } from "vitest";
import { errorHead, failureReport, timingReport, type TestTiming } from "./test-timings";

const passed = (title: string, ms = 1000): TestTiming => ({ runner: "playwright", title, ms, timeoutMs: 60_000, status: "passed" });

describe("the end-of-run report of tests", () => {
  it("names every test that did not pass with its error's first lines, without terminal colours", () => {
    const error = errorHead("\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByRole('button')\nExpected: visible\nReceived: hidden\nCall log:\n  - waiting\n  - more");
    const lines = failureReport("Browser journeys", [
      passed("[desktop] a.spec.ts:1 › fine"),
      { runner: "playwright", title: "[desktop] b.spec.ts:9 › breaks", ms: 15_200, timeoutMs: 60_000, status: "failed", error },
      { runner: "playwright", title: "(outside any journey)", ms: 0, timeoutMs: 0, status: "error", error: "worker crashed" },
    ]);
    expect(lines[0]).toBe("Browser journeys: 2 did not pass");
    expect(lines[1]).toBe("  FAILED  [desktop] b.spec.ts:9 › breaks  (15.2 s of 60.0 s)");
    expect(lines[2]).toBe("      Error: expect(locator).toBeVisible() failed");
    expect(lines.slice(2, 8)).toHaveLength(6);
    expect(lines.join("\n")).not.toContain("\u001b");
    expect(lines.join("\n")).not.toContain("- more");
    expect(lines.at(-1)).toBe("      worker crashed");
  });

  it("says nothing when every test passed, and leaves errors outside tests out of the timing table", () => {
    const timings = [passed("one", 2000), { runner: "playwright", title: "(outside any journey)", ms: 0, timeoutMs: 0, status: "error" } as TestTiming];
    expect(failureReport("Browser journeys", [passed("one")])).toEqual([]);
    expect(timingReport("Browser journeys", timings)[0]).toBe("Browser journeys: the 1 slowest of 1, with their share of their timeout");
  });
});
