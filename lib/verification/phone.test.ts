import { describe, expect, it } from "vitest";
import { checkPhone, isFictional555, phonePattern, TEXAS_AREA_CODES } from "./phone";

describe("checkPhone", () => {
  it.each(["(210) 732-4418", "210-732-4418", "2107324418", "+12107324418", "1 210 732 4418", "210.732.4418", "210-732-4418 ext. 12"])(
    "parses %s as a Texas number",
    (input) => {
      const r = checkPhone(input);
      expect(r.valid).toBe(true);
      expect(r.analysis).toEqual({ e164: "+12107324418", areaCode: "210", isTexas: true });
      expect(r.caps).toEqual([]);
      expect(r.warnings).toEqual([]);
    },
  );

  it("accepts a phone number sent as a JSON number", () => {
    expect(checkPhone(7134829157).analysis.e164).toBe("+17134829157");
  });

  it("has the 28 Texas area codes", () => {
    expect(TEXAS_AREA_CODES.size).toBe(28);
    for (const code of ["210", "214", "512", "713", "832", "915", "945", "956", "979"]) expect(TEXAS_AREA_CODES.has(code)).toBe(true);
    expect(TEXAS_AREA_CODES.has("212")).toBe(false);
  });

  it("555-0100 through 555-0199 are fictional, the neighbours are not", () => {
    expect(isFictional555("5125550100")).toBe(true);
    expect(isFictional555("5125550199")).toBe(true);
    expect(isFictional555("5125550200")).toBe(false);
    expect(isFictional555("5125550099")).toBe(false);
    expect(checkPhone("(512) 555-0123").caps).toEqual([{ id: "phone.fictional", limit: 40, flag: "Fictional 555-01xx phone number", hardFail: true }]);
  });

  it.each([
    ["0000000000", "placeholder"], ["1111111111", "placeholder"], ["1234567890", "placeholder"], ["9876543210", "placeholder"],
    ["2121212121", "placeholder"], ["7132222222", "placeholder"], ["7132345678", "suspicious"], ["7137654321", "suspicious"],
    ["2145557834", "suspicious"], ["8178675309", "suspicious"], ["7134829157", null],
  ])("phonePattern(%s) is %s", (digits, kind) => {
    expect(phonePattern(digits)?.kind ?? null).toBe(kind);
  });

  it("out-of-state, toll-free and foreign numbers", () => {
    const chicago = checkPhone("312-774-9021");
    expect(chicago.valid).toBe(true);
    expect(chicago.warnings.map((w) => w.flag)).toEqual(["Out-of-state area code (312)"]);
    expect(checkPhone("800-486-2291").warnings.map((w) => w.flag)).toEqual(["Toll-free phone number (800), not a local line"]);
    expect(checkPhone("+44 20 7946 0958").caps.map((c) => c.flag)).toEqual(["Phone number is not a US number (GB)"]);
    expect(checkPhone("416-979-3300").caps.map((c) => c.flag)).toEqual(["Phone number is not a US number (CA)"]);
    expect(checkPhone("900-246-1234").warnings.map((w) => w.flag)).toEqual(["Premium-rate phone number"]);
  });

  it("invalid and missing numbers score nothing", () => {
    for (const input of ["", "123", "abc", "713-123-4567", "(999) 482-9157"]) {
      const r = checkPhone(input);
      expect(r.valid, input).toBe(false);
      expect(r.signals.filter((s) => s.passed), input).toEqual([]);
    }
    expect(checkPhone("").warnings.map((w) => w.flag)).toEqual(["Phone number is missing"]);
  });
});
