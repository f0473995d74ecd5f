import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { hasPremiumAccess } from "@/lib/content/premium-access";
import { allGatedItems, premiumTexts, toLockedItem } from "@/lib/content/premium-content";

async function user(premiumUntil: Date | null, active = true) {
  const row = await db().user.create({
    data: { username: `premium-${randomBytes(4).toString("hex")}`, password: "x", premiumUntil, status: active ? "active" : "disabled" },
    select: { id: true, username: true, role: true },
  });
  // The gate re-reads the stored status; the session's view of it does not matter here.
  return { ...row, status: "active" as const };
}

describe("hasPremiumAccess (the one premium gate)", () => {
  it("is false for visitors and users without a subscription or with an expired one", async () => {
    expect(await hasPremiumAccess(null)).toBe(false);
    expect(await hasPremiumAccess(await user(null))).toBe(false);
    expect(await hasPremiumAccess(await user(new Date(Date.now() - 60_000)))).toBe(false);
  });

  it("is true while premiumUntil lies in the future, for active accounts only", async () => {
    const later = new Date(Date.now() + 86_400_000);
    expect(await hasPremiumAccess(await user(later))).toBe(true);
    expect(await hasPremiumAccess(await user(later, false))).toBe(false);
  });
});

describe("premium content", () => {
  it("covers the four Marketing Packages groups (5 social, 3 e-mails, 2 landing pages, 4 scripts) and premium articles", () => {
    const items = allGatedItems();
    const count = (kind: string) => items.filter((i) => i.kind === kind && !/^a\d+-/.test(i.id)).length;
    expect([count("social"), count("email"), count("landing"), count("script")]).toEqual([5, 3, 2, 4]);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(Object.keys(premiumTexts())).toHaveLength(items.length);
  });

  it("hands static pages a preview only", () => {
    for (const item of allGatedItems()) {
      const locked = toLockedItem(item);
      expect(locked.preview.length).toBeLessThan(item.text.length);
      expect(JSON.stringify(locked)).not.toContain(item.text);
    }
  });
});
