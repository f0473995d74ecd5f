import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { db } from "@/lib/db";
import { GET } from "@/app/api/cart/[sessionId]/route";
import { POST } from "@/app/api/cart/[sessionId]/items/route";
import { DELETE, PATCH } from "@/app/api/cart/[sessionId]/items/[itemId]/route";
import { CART_LIMITS, PRODUCTS } from "@/lib/constants";
import { jsonRequest, newCartId, seedProducts, testIp } from "@/lib/checkout/test-support";
import { fromClient } from "@/test/client-address";

/** The cart endpoints through the real handlers and database. */
const ctx = (sessionId: string) => ({ params: Promise.resolve({ sessionId }) });
const itemCtx = (sessionId: string, itemId: string | number) => ({ params: Promise.resolve({ sessionId, itemId: String(itemId) }) });

const getCart = (sessionId: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/api/cart/${sessionId}`, { headers: { ...fromClient(testIp()), ...headers } }), ctx(sessionId));
const add = (sessionId: string, body: unknown, headers: Record<string, string> = {}) =>
  POST(jsonRequest(`/api/cart/${sessionId}/items`, body, headers), ctx(sessionId));
const patch = (sessionId: string, itemId: number | string, body: unknown) =>
  PATCH(jsonRequest(`/api/cart/${sessionId}/items/${itemId}`, body, {}, "PATCH"), itemCtx(sessionId, itemId));
const remove = (sessionId: string, itemId: number | string) =>
  DELETE(new Request(`http://localhost/api/cart/${sessionId}/items/${itemId}`, { method: "DELETE", headers: fromClient(testIp()) }), itemCtx(sessionId, itemId));

beforeAll(async () => {
  await seedProducts();
});

describe("cart endpoints", () => {
  it("answers [] for a new cart, then the spec's item shape with the product", async () => {
    const sid = newCartId();
    const empty = await getCart(sid);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);

    const added = await add(sid, { productSlug: "all-leads-25" });
    expect(added.status).toBe(201);
    const mixed = PRODUCTS.find((p) => p.slug === "all-leads-25")!;
    const items = await (await getCart(sid)).json();
    expect(items).toEqual([
      {
        id: expect.any(Number),
        quantity: 1,
        product: {
          id: expect.any(Number),
          slug: "all-leads-25",
          name: mixed.name,
          description: mixed.description,
          price: mixed.price,
          type: "lead_package",
          leadType: "all",
          leadCount: 25,
        },
      },
    ]);
  });

  it("refuses plans and the premium content subscription: they are subscriptions, not cart items (issue 32)", async () => {
    const sid = newCartId();
    for (const slug of ["growth-monthly", "premium-content-monthly"]) {
      const res = await add(sid, { productSlug: slug });
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe("Plans and the premium content subscription are monthly or annual subscriptions: start one from the pricing page.");
    }
    expect(await (await getCart(sid)).json()).toEqual([]);
  });

  it("adds up quantities, changes and removes lines of its own cart only", async () => {
    const sid = newCartId();
    await add(sid, { productSlug: "home-leads-25", quantity: 2 });
    const [line] = await (await add(sid, { productSlug: "home-leads-25", quantity: 3 })).json();
    expect(line.quantity).toBe(5);

    const changed = await patch(sid, line.id, { quantity: 1 });
    expect(changed.status).toBe(200);
    expect((await changed.json())[0].quantity).toBe(1);

    const other = newCartId();
    expect((await patch(other, line.id, { quantity: 4 })).status).toBe(404);
    expect((await remove(other, line.id)).status).toBe(404);
    expect((await db().cartItem.findUniqueOrThrow({ where: { id: line.id } })).quantity).toBe(1);

    const removed = await remove(sid, line.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual([]);
    expect((await remove(sid, line.id)).status).toBe(404);
  });

  it("refuses tampered session ids, unknown products, bad quantities and cross-site posts", async () => {
    for (const bad of ["abc", "00000000-0000-0000-0000-000000000000", newCartId().toUpperCase(), `${newCartId()}x`, "' OR 1=1 --"]) {
      expect((await getCart(bad)).status).toBe(400);
      expect((await add(bad, { productSlug: "home-leads-25" })).status).toBe(400);
    }
    const sid = newCartId();
    expect((await add(sid, { productSlug: "no-such-plan" })).status).toBe(404);
    expect((await add(sid, { productSlug: "home-leads-25", quantity: 0 })).status).toBe(400);
    expect((await add(sid, { productSlug: "home-leads-25", quantity: 2.5 })).status).toBe(400);
    expect((await add(sid, { productSlug: "home-leads-25", price: 1 })).status).toBe(400);
    await add(sid, { productSlug: "home-leads-25", quantity: CART_LIMITS.maxQuantity });
    const over = await add(sid, { productSlug: "home-leads-25" });
    expect(over.status).toBe(422);
    expect((await over.json()).error).toBe(`You can buy at most ${CART_LIMITS.maxQuantity} of one item`);
    expect((await add(sid, { productSlug: "life-leads-25" }, { origin: "https://evil.example", host: "localhost" })).status).toBe(403);
    expect((await patch(sid, "abc", { quantity: 1 })).status).toBe(404);
  });

  it("limits cart changes per IP with 429 and Retry-After", async () => {
    const ip = testIp();
    const sid = newCartId();
    for (let i = 0; i < CART_LIMITS.writesPerIp.limit; i++) await add(sid, {}, fromClient(ip));
    const blocked = await add(sid, { productSlug: "home-leads-25" }, fromClient(ip));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("never answers 5xx and never writes a row for thousands of malformed requests", async () => {
    const field = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.constantFrom("growth-monthly", "premium-content-monthly", "../../etc", "GROWTH-MONTHLY"),
    );
    const body = fc.oneof(
      fc.record({ productSlug: field, quantity: field }, { requiredKeys: [] }),
      fc.record({ productSlug: field, quantity: fc.oneof(fc.integer({ min: -5, max: 0 }), fc.integer({ min: 11, max: 1e9 })), extra: field }),
      fc.jsonValue(),
    );
    const sessionId = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.uuid().map((u) => u.toUpperCase()),
      fc.constant("null"),
      fc.constant(newCartId()),
    );
    let before = await db().cartItem.count();
    await fc.assert(
      fc.asyncProperty(sessionId, body, fc.boolean(), async (sid, b, usePatch) => {
        const res = usePatch ? await patch(sid, 1, b) : await add(sid, b);
        expect(res.status).toBeLessThan(500);
        const after = await db().cartItem.count();
        if (res.status >= 400) expect(after).toBe(before);
        before = after;
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});
