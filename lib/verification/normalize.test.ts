import { describe, expect, it } from "vitest";
import { normalizeEmail, normalizePhone } from "./normalize";

describe("normalizeEmail", () => {
  it("trims and lower-cases, keeping Gmail dots and +tags", () => {
    expect(normalizeEmail("  Maria.Garza+Quotes@GMAIL.com ")).toBe("maria.garza+quotes@gmail.com");
    expect(normalizeEmail("m.a.r.i.a@gmail.com")).toBe("m.a.r.i.a@gmail.com");
  });
  it("returns null for empty or malformed input", () => {
    expect(normalizeEmail("")).toBeNull();
    expect(normalizeEmail("   ")).toBeNull();
    expect(normalizeEmail("not an email")).toBeNull();
    expect(normalizeEmail(undefined)).toBeNull();
    expect(normalizeEmail(42)).toBeNull();
  });
});

describe("normalizePhone", () => {
  it("formats US numbers as E.164", () => {
    expect(normalizePhone("(713) 482-9157")).toBe("+17134829157");
    expect(normalizePhone("1-713-482-9157")).toBe("+17134829157");
    expect(normalizePhone("+1 713 482 9157")).toBe("+17134829157");
    expect(normalizePhone("713.482.9157 x12")).toBe("+17134829157");
  });
  it("keeps other countries' numbers when they carry a country code", () => {
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
  });
  it("returns null for invalid numbers", () => {
    expect(normalizePhone("1234567890")).toBeNull();
    expect(normalizePhone("555-0123")).toBeNull();
    expect(normalizePhone("")).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });
});
