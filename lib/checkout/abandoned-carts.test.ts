import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { detectAbandonedCarts } from "@/lib/checkout/abandoned-carts";
import { markOrderPaid } from "@/lib/checkout/order-status";
import { preparePendingOrder } from "@/lib/checkout/prepare-order";
import { buyer, cartWith, seedProducts } from "@/lib/checkout/test-support";
import { ABANDONED_CART_AFTER_MINUTES } from "@/lib/constants";
import { crontab, taskList } from "@/lib/jobs/task-list";

/** Abandoned carts: recorded once, one recovery e-mail, recovered by a later purchase. */
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A cart whose buyer started paying (e-mail known) `idleMinutes` ago. */
async function startedCart(idleMinutes: number, email = buyer().email) {
  const sessionId = await cartWith({ "home-leads-25": 1, "auto-leads-25": 2 });
  const prepared = await preparePendingOrder({ sessionId, email, fullName: "Luis Ortega", company: undefined }, "card", null);
  if (!prepared.ok) throw new Error(prepared.error);
  const at = minutesAgo(idleMinutes);
  await db().$executeRaw`UPDATE orders SET "updatedAt" = ${at}::timestamptz, "createdAt" = ${at}::timestamptz WHERE id = ${prepared.order.id}`;
  await db().cartItem.updateMany({ where: { sessionId }, data: { createdAt: at } });
  return { sessionId, order: prepared.order, email };
}

const recoveryMails = (sessionId: string) => db().communication.findMany({ where: { dedupeKey: `cart-recovery:${sessionId}` } });

beforeAll(async () => {
  await seedProducts();
});

describe("detectAbandonedCarts", () => {
  it("records an idle cart with an e-mail once and queues exactly one recovery e-mail", async () => {
    const { sessionId, email } = await startedCart(ABANDONED_CART_AFTER_MINUTES + 5);
    await detectAbandonedCarts();
    const row = await db().cartAbandonment.findUniqueOrThrow({ where: { sessionId } });
    expect(row).toMatchObject({ customerEmail: email, cartValue: 45000 + 2 * 45000, recovered: false, recoveryEmailSent: true });
    const mails = await recoveryMails(sessionId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(email);
    expect(mails[0]!.content).toContain(`/checkout?cart=${sessionId}`);

    await detectAbandonedCarts();
    await detectAbandonedCarts();
    expect(await db().cartAbandonment.count({ where: { sessionId } })).toBe(1);
    expect(await recoveryMails(sessionId)).toHaveLength(1);
  });

  it("leaves alone carts still in use, carts without an e-mail and paid carts", async () => {
    const fresh = await startedCart(ABANDONED_CART_AFTER_MINUTES - 10);
    const anonymous = await cartWith({ "life-leads-25": 1 });
    await db().cartItem.updateMany({ where: { sessionId: anonymous }, data: { createdAt: minutesAgo(500) } });
    const paid = await startedCart(ABANDONED_CART_AFTER_MINUTES + 30);
    await markOrderPaid(paid.order.id, { provider: "stripe", reference: "pi_test", via: "test" });
    await detectAbandonedCarts();
    for (const sessionId of [fresh.sessionId, anonymous, paid.sessionId]) {
      expect(await db().cartAbandonment.count({ where: { sessionId } })).toBe(0);
    }
  });

  it("records but does not e-mail an address that opted out", async () => {
    const { sessionId, email } = await startedCart(ABANDONED_CART_AFTER_MINUTES + 5);
    await db().consentRevocation.create({ data: { email: email.toLowerCase(), channel: "web" } });
    await detectAbandonedCarts();
    expect(await db().cartAbandonment.findUniqueOrThrow({ where: { sessionId } })).toMatchObject({ recoveryEmailSent: false });
    expect(await recoveryMails(sessionId)).toHaveLength(0);
  });

  it("runs from the worker's cron as checkout:abandoned-carts", async () => {
    expect(crontab).toMatch(/^\*\/5 \* \* \* \* checkout:abandoned-carts$/m);
    const { sessionId } = await startedCart(ABANDONED_CART_AFTER_MINUTES + 5);
    const task = taskList["checkout:abandoned-carts"]!;
    await task({}, { logger: { info: () => undefined } } as unknown as Parameters<typeof task>[1]);
    expect(await recoveryMails(sessionId)).toHaveLength(1);
  });

  it("marks the abandonment recovered when the cart is bought later", async () => {
    const { sessionId, order } = await startedCart(ABANDONED_CART_AFTER_MINUTES + 5);
    await detectAbandonedCarts();
    await markOrderPaid(order.id, { provider: "paypal", reference: "CAPTURE1", via: "test" });
    expect(await db().cartAbandonment.findUniqueOrThrow({ where: { sessionId } })).toMatchObject({ recovered: true });
  });
});
