import { afterEach, describe, expect, it } from "vitest";
import { sourceFingerprint } from "./build-stamp.mts";

const saved = { SITE_NAME: process.env.SITE_NAME, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY };
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe("npm start's build fingerprint", () => {
  it("changes with the values printed into prerendered pages, not with keys read at run time", () => {
    const before = sourceFingerprint();
    process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = "pk_test_changed";
    expect(sourceFingerprint()).toBe(before);
    process.env.SITE_NAME = "Lone Star Leads";
    expect(sourceFingerprint()).not.toBe(before);
  });
});
