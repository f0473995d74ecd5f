/** The checkout's PayPal path driven through its own routes, for integration tests (real database, the PayPal fake). */
import { db } from "@/lib/db";
import { buyer, cartWith, jsonRequest, seedProducts } from "@/lib/checkout/test-support";
import { POST as createPayPalOrder } from "@/app/paypal/order/route";
import { POST as capturePayPalOrder } from "@/app/paypal/order/[orderId]/capture/route";
import type { FakePayPal } from "@/test/fakes/paypal";

/**
 * A lead package paid with PayPal through the checkout's own routes (the order created, approved by the
 * buyer at the fake, captured): our order, paid, and PayPal's capture id.
 */
export async function paidPayPalOrder(paypal: FakePayPal, items: Record<string, number>) {
  await seedProducts();
  const sessionId = await cartWith(items);
  const res = await createPayPalOrder(jsonRequest("/paypal/order", { sessionId, ...buyer() }));
  const { id } = (await res.json()) as { id: string };
  paypal.approve(id);
  const captured = await capturePayPalOrder(jsonRequest(`/paypal/order/${id}/capture`, { sessionId }), { params: Promise.resolve({ orderId: id }) });
  if (captured.status !== 200) throw new Error(`PayPal capture answered ${captured.status}`);
  const order = await db().order.findUniqueOrThrow({ where: { paypalOrderId: id } });
  if (order.status !== "paid") throw new Error(`order ${order.id} is ${order.status}, not paid`);
  return { order, captureId: paypal.orders.get(id)!.purchase_units[0]!.payments!.captures[0]!.id };
}
