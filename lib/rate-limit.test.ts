import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { batchedLimiter, hit, peek, reset } from "@/lib/rate-limit";

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

describe("batched rate limits (counted in memory, shared through PostgreSQL in one statement per sync)", () => {
  const limiter = (limit: number) => batchedLimiter(`test-${randomBytes(4).toString("hex")}`, { limit, windowSeconds: 60, syncMs: 60_000 });

  it("refuses exactly past the limit within one process, without waiting on the database", async () => {
    const l = limiter(3);
    const k = key();
    expect([1, 2, 3].map(() => l.hit(k).allowed)).toEqual([true, true, true]);
    const blocked = l.hit(k);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await db().rateLimit.findUnique({ where: { key: k } })).toBeNull();
  });

  it("adds every process's hits to the shared counter at each sync, and honours what others counted from the next sync on", async () => {
    const a = limiter(10);
    const k = key();
    for (let i = 0; i < 4; i++) a.hit(k);
    await a.sync();
    expect((await db().rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(4);
    // Another instance (or hit() itself) counts 6 more on the same row.
    for (let i = 0; i < 6; i++) await hit(k, 10, 60);
    // This process does not know yet: one more is let through (the slack across instances is one sync)…
    expect(a.hit(k).allowed).toBe(true);
    await a.sync();
    expect((await db().rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(11);
    // …and from the sync on, the shared count holds.
    expect(a.hit(k).allowed).toBe(false);
    expect((await peek(k, 10)).allowed).toBe(false);
  });

  it("starts a new window once the shared one has expired", async () => {
    const l = limiter(2);
    const k = key();
    l.hit(k);
    l.hit(k);
    expect(l.hit(k).allowed).toBe(false);
    await l.sync();
    await db().rateLimit.update({ where: { key: k }, data: { resetAt: new Date(Date.now() - 1000) } });
    l.hit(k);
    await l.sync();
    // The expired row restarted at this sync's hits.
    expect((await db().rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(1);
  });
});
