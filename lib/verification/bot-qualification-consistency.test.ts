import { describe, expect, it } from "vitest";
import { checkBot, honeypotFilled } from "./bot";
import { agencyProblem, checkConsistency, checkDuplicate } from "./consistency";
import { checkQualification, parseYesNo } from "./qualification";

const T = 1_700_000_000_000;

describe("bot signals", () => {
  it("honeypot: anything but empty/whitespace is filled", () => {
    for (const v of [undefined, null, "", "   ", "\n\t", false]) expect(honeypotFilled(v)).toBe(false);
    for (const v of ["x", " a ", 0, true, {}]) expect(honeypotFilled(v)).toBe(true);
    expect(honeypotFilled(" ".repeat(1_000_000) + "x")).toBe(false); // only the first 10,000 characters are inspected
  });

  it.each([
    [1_000, "cap", 30],
    [1_999, "cap", 30],
    [2_000, "penalty", -10],
    [4_999, "penalty", -10],
    [5_000, "ok", 0],
    [600_000, "ok", 0],
    [-5_000, "penalty", -5],
  ])("elapsed %i ms → %s", (elapsed, kind, amount) => {
    const r = checkBot({ formStartedAt: T, submittedAt: T + elapsed });
    const timing = r.signals.find((s) => s.id === "bot.timing");
    if (kind === "cap") expect(r.caps.map((c) => c.limit)).toEqual([amount]);
    if (kind === "penalty") expect(timing).toMatchObject({ weight: amount, passed: false });
    if (kind === "ok") expect(timing?.passed).toBe(true);
  });

  it("missing timestamps are not evaluated", () => {
    const r = checkBot({ formStartedAt: null, submittedAt: T });
    expect(r.caps).toEqual([]);
    expect(r.signals.find((s) => s.id === "bot.timing")).toMatchObject({ weight: 0, passed: true });
  });
});

describe("qualification", () => {
  it("parseYesNo", () => {
    expect(parseYesNo(true)).toBe(true);
    expect(parseYesNo("Yes")).toBe(true);
    expect(parseYesNo("1")).toBe(true);
    expect(parseYesNo(0)).toBe(false);
    expect(parseYesNo("no")).toBe(false);
    expect(parseYesNo("maybe")).toBeNull();
    expect(parseYesNo(undefined)).toBeNull();
  });

  it.each([
    [true, false, true, null],
    [false, false, false, "No continuous insurance coverage for at least 6 months"],
    [true, true, false, "More than 2 property claims in the past 5 years"],
    [undefined, true, false, "More than 2 property claims in the past 5 years"],
    [true, undefined, true, null],
    [undefined, undefined, false, null],
  ])("coverage %s, claims %s → qualified %s", (coverage, claims, qualified, reason) => {
    const r = checkQualification({ hasContinuousCoverage: coverage, hasMultipleClaims: claims });
    expect(r.insuranceQualified).toBe(qualified);
    expect(r.unqualifiedReason).toBe(reason);
  });
});

describe("consistency", () => {
  it.each([
    ["Garza Family Insurance Agency", null],
    ["ABC Insurance", null],
    ["TWFG", null],
    ["State Farm - Maria Garza", null],
    ["", null],
    ["Test Agency", 'Agency name looks like a test entry ("test")'],
    ["qwerty", 'Agency name looks like a test entry ("qwerty")'],
    ["asdfgh", 'Agency name looks like keyboard mash ("asdfgh")'],
    ["Sdfghj LLC", 'Agency name looks like keyboard mash ("sdfghj")'],
    ["X", "Agency name is not a real name (X)"],
  ])("agencyProblem(%j)", (name, problem) => {
    expect(agencyProblem(name)).toBe(problem);
  });

  it("ZIP vs state and big-city ZIPs", () => {
    const mismatch = checkConsistency({ address: { zip: "90210", state: "TX", city: "houston", provided: true } });
    expect(mismatch.warnings.map((w) => w.flag)).toEqual(["ZIP 90210 is in CA, not TX", "City and ZIP don't match (Houston 90210)"]);
    const wrongCity = checkConsistency({ address: { zip: "78701", state: "TX", city: "houston", provided: true } });
    expect(wrongCity.warnings.map((w) => w.flag)).toEqual(["City and ZIP don't match (Houston 78701)"]);
    const suburb = checkConsistency({ address: { zip: "77449", state: "TX", city: "katy", provided: true } });
    expect(suburb.warnings).toEqual([]);
    expect(suburb.signals.reduce((sum, s) => sum + s.weight, 0)).toBe(10);
  });

  it("duplicates inside and outside the 30-day window", () => {
    const recent = checkDuplicate({ id: 9, createdAt: new Date(T - 2 * 86_400_000) }, T);
    expect(recent.cap).toEqual({ id: "duplicate.recent", limit: 60, flag: "Duplicate of lead #9 submitted 2 days ago", hardFail: false });
    expect(checkDuplicate({ id: 9, createdAt: new Date(T - 31 * 86_400_000) }, T).cap).toBeNull();
    expect(checkDuplicate({ id: 9, createdAt: T - 86_400_000 }, T).cap?.flag).toBe("Duplicate of lead #9 submitted 1 day ago");
    expect(checkDuplicate({ id: 9, createdAt: "not a date" }, T).cap?.flag).toBe("Duplicate of lead #9 submitted within 30 days");
    expect(checkDuplicate(null, T).cap).toBeNull();
  });
});
