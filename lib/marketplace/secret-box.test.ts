import { describe, expect, it } from "vitest";
import { newWebhookSecret, seal, unseal } from "@/lib/marketplace/secret-box";

describe("a buyer's push secret at rest", () => {
  it("reads back what it sealed, and nothing from a tampered or foreign value", () => {
    process.env.AUTH_SECRET ??= "test-secret-for-the-secret-box-0123456789";
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const sealed = seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(unseal(sealed)).toBe(secret);
    const parts = sealed.split(".");
    parts[3] = parts[3]!.slice(0, -2) + (parts[3]!.endsWith("A") ? "BB" : "AA");
    expect(unseal(parts.join("."))).toBeNull();
    expect(unseal("v2.x.y.z")).toBeNull();
    expect(unseal(null)).toBeNull();
  });
});
