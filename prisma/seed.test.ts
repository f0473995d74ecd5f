import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { seedDatabase } from "@/prisma/seed";
import { PRODUCTS } from "@/lib/constants";

describe("seed (real PostgreSQL)", () => {
  it("is idempotent and never resets an existing admin's password", async () => {
    const admin = { username: `seed-admin-${randomBytes(3).toString("hex")}`, password: "first-password" };
    const first = await seedDatabase(db(), { companyName: "Test Co", admin });
    expect(first.adminCreated).toBe(true);
    const hash = (await db().user.findUniqueOrThrow({ where: { username: admin.username } })).password;

    const second = await seedDatabase(db(), { companyName: "Test Co", admin: { ...admin, password: "other" } });
    expect(second.adminCreated).toBe(false);
    expect((await db().user.findUniqueOrThrow({ where: { username: admin.username } })).password).toBe(hash);

    expect(await db().product.count({ where: { slug: { in: PRODUCTS.map((p) => p.slug) } } })).toBe(PRODUCTS.length);
    expect(await db().pipeline.count({ where: { isDefault: true } })).toBe(1);
    expect(await db().assistantConfig.count()).toBe(1);
    const samples = await db().lead.findMany({ where: { source: "sample" }, orderBy: { id: "asc" } });
    expect(samples).toHaveLength(4);
    expect(samples.map((s) => s.isVerified)).toEqual([true, true, false, false]);
  });
});
