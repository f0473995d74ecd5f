import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { hit, peek, reset } from "@/lib/rate-limit";

const key = () => `test:${randomBytes(6).toString("hex")}`;

describe("PostgreSQL rate limits", () => {
  it("allows up to the limit within a window, then refuses with a retry time", async () => {
    const k = key();
    for (let i = 1; i <= 3; i++) expect((await hit(k, 3, 60)).allowed).toBe(true);
    const blocked = await hit(k, 3, 60);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await peek(k, 3)).allowed).toBe(false);
  });

  it("counts concurrent hits exactly (one atomic upsert each)", async () => {
    const k = key();
    await Promise.all(Array.from({ length: 25 }, () => hit(k, 100, 60)));
    const row = await db().rateLimit.findUniqueOrThrow({ where: { key: k } });
    expect(row.count).toBe(25);
  });

  it("starts a new window once the old one has expired, and reset clears it", async () => {
    const k = key();
    await hit(k, 1, 60);
    await db().rateLimit.update({ where: { key: k }, data: { resetAt: new Date(Date.now() - 1000) } });
    expect((await hit(k, 1, 60)).allowed).toBe(true);
    await reset(k);
    expect((await peek(k, 1)).allowed).toBe(true);
  });
});
