import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verifyContact, verifyLead } from "./score";
import type { ContactVerificationInput, VerificationInput, VerificationResult } from "./types";

const MB = 1_000_000;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const nasty = fc.constantFrom("\u202e", "\u200b", "\ufeff", "\u0000", "ﬀ", "Ⅻ", "̈", "\ud83d\ude00", "１", "@", ".", "-", "'", " ");

/** Strings of every kind: full Unicode, controls, lone surrogates, e-mail/phone-like, huge. */
const anyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "binary-ascii", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: fc.oneof(loneSurrogate, control, nasty, fc.constantFrom("a", "5", "x")), maxLength: 40 }),
  fc.emailAddress(),
  fc.stringMatching(/^\+?1?[ (]*\d{3}[) .-]*\d{3}[ .-]*\d{4}$/),
  fc.constantFrom("", " ", "a".repeat(MB), "@".repeat(MB), "5".repeat(MB), "\u0000".repeat(MB), "é".repeat(MB), "\ud800".repeat(MB)),
);

/** Values a JSON body could carry where a string is expected. */
const anyValue = fc.oneof({ weight: 6, arbitrary: anyString }, { weight: 1, arbitrary: fc.anything() });

const leadInput = fc.record(
  {
    fullName: anyValue,
    email: anyValue,
    phone: anyValue,
    address: anyValue,
    city: anyValue,
    state: anyValue,
    zipCode: anyValue,
    agencyName: anyValue,
    leadType: anyValue,
    hasContinuousCoverage: anyValue,
    hasMultipleClaims: anyValue,
    honeypot: anyValue,
    formStartedAt: fc.oneof(fc.double(), fc.integer(), fc.constant(null)),
    submittedAt: fc.oneof(fc.double(), fc.integer(), fc.constant(null)),
    duplicateOf: fc.oneof(fc.constant(null), fc.record({ id: fc.integer(), createdAt: fc.oneof(fc.date(), fc.string(), fc.double()) }), fc.anything()),
    requireAddress: fc.oneof(fc.boolean(), fc.constant(undefined)),
  },
  { requiredKeys: [] },
);

function assertWellFormed(r: VerificationResult) {
  expect(Number.isInteger(r.score)).toBe(true);
  expect(r.score).toBeGreaterThanOrEqual(0);
  expect(r.score).toBeLessThanOrEqual(100);
  expect(typeof r.isValid).toBe("boolean");
  if (r.isValid) expect(r.score).toBeGreaterThanOrEqual(80);
  for (const key of ["nameValid", "emailValid", "phoneValid", "addressValid"] as const) expect(typeof r.details[key]).toBe("boolean");
  expect(r.flags.every((f) => typeof f === "string" && f.length > 0 && f.length < 400)).toBe(true);
  expect(typeof r.reasoning).toBe("string");
  expect(r.reasoning.length).toBeGreaterThan(0);
  expect(r.reasoning.length).toBeLessThan(2_000);
  expect(typeof r.insuranceQualified).toBe("boolean");
  expect(r.signals.length).toBeGreaterThan(10);
}

describe("property: verifyLead / verifyContact never throw and stay in range", () => {
  it("verifyLead on arbitrary input", () => {
    fc.assert(
      fc.property(leadInput, (input) => {
        assertWellFormed(verifyLead(input as unknown as VerificationInput));
      }),
      { numRuns: 400 },
    );
  });

  it("verifyContact on arbitrary input", () => {
    fc.assert(
      fc.property(fc.record({ firstName: anyValue, lastName: anyValue, email: anyValue, phone: anyValue, agencyName: anyValue, honeypot: anyValue }, { requiredKeys: [] }), (input) => {
        assertWellFormed(verifyContact(input as unknown as ContactVerificationInput));
      }),
      { numRuns: 200 },
    );
  });

  it("non-object input does not throw", () => {
    for (const input of [null, undefined, 42, "lead", [], () => 0]) {
      assertWellFormed(verifyLead(input as unknown as VerificationInput));
      assertWellFormed(verifyContact(input as unknown as ContactVerificationInput));
    }
  });
});

// Speed is measured by `npm run bench:leads` (it prints verifyLead's cost per call), not by timed tests.
describe("huge input", () => {
  it("1 MB fields are cut before any work", () => {
    const huge = "a".repeat(MB);
    const input: VerificationInput = { fullName: huge, email: `${huge}@gmail.com`, phone: "7".repeat(MB), address: huge, city: huge, state: huge, zipCode: huge, agencyName: huge, honeypot: " ".repeat(MB) };
    const result = verifyLead(input);
    // Scored as the rubbish it is, and nothing of the 1 MB values is echoed back in the explanation.
    expect(result.isValid).toBe(false);
    expect(result.score).toBeLessThan(50);
    expect(result.reasoning.length).toBeLessThan(2_000);
    expect(result.flags.join(" ").length).toBeLessThan(2_000);
  });
});
