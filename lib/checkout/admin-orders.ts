import "server-only";
import { db } from "@/lib/db";
import { OPEN_DISPUTE_STATUSES } from "@/lib/billing/dispute-statuses";
import { parseOrderLines, type OrderLine } from "@/lib/checkout/order-lines";
import type { OrderStatus, Prisma } from "@/lib/generated/prisma/client";

/**
 * The admins' view of checkout orders (/admin/orders): every one-off purchase of a lead package or
 * premium content, what it cost, how it was paid, what went back (refunds at the provider, a dispute
 * lost) and what it gave the buyer. Subscriptions have their own page (/admin/billing); the revenue
 * report there counts both.
 */
export const ADMIN_ORDER_SORTS = ["createdAt", "total", "status"] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_ORDER_STATUSES: readonly OrderStatus[] = ["paid", "pending", "failed", "refunded", "cancelled"];

export type AdminOrderRow = {
  id: number;
  createdAt: string;
  paidAt: string | null;
  customer: string;
  email: string;
  items: string;
  totalCents: number;
  refundedCents: number;
  method: "card" | "paypal" | null;
  status: OrderStatus;
  disputeStatus: string | null;
};

export type AdminOrderFilters = { status?: OrderStatus; method?: "card" | "paypal"; openDisputes?: boolean; q?: string; sort: AdminOrderSort; dir: "asc" | "desc"; page: number; pageSize: number };

const methodOf = (m: string | null): AdminOrderRow["method"] => (m === "paypal" ? "paypal" : m === "card" ? "card" : null);

/** "2 × Starter leads, Premium content" */
export function itemsSummary(lines: OrderLine[]): string {
  return lines.map((l) => (l.quantity > 1 ? `${l.quantity} × ${l.name}` : l.name)).join(", ") || "–";
}

function whereOf(f: AdminOrderFilters): Prisma.OrderWhereInput {
  const q = f.q?.replace(/^#/, "");
  const byId = q && /^\d{1,9}$/.test(q) ? [{ id: Number(q) }] : [];
  return {
    ...(f.status ? { status: f.status } : {}),
    ...(f.method ? { paymentMethod: f.method } : {}),
    ...(f.openDisputes ? { disputeStatus: { in: [...OPEN_DISPUTE_STATUSES] } } : {}),
    ...(q
      ? { OR: [...byId, { customerEmail: { contains: q, mode: "insensitive" } }, { customerName: { contains: q, mode: "insensitive" } }, { customerCompany: { contains: q, mode: "insensitive" } }] }
      : {}),
  };
}

/** One page of orders, sorted and filtered on the server, newest first by default. */
export async function adminOrders(f: AdminOrderFilters) {
  const where = whereOf(f);
  const [total, orders] = await Promise.all([
    db().order.count({ where }),
    db().order.findMany({ where, orderBy: [{ [f.sort]: f.dir }, { id: "desc" }], skip: (f.page - 1) * f.pageSize, take: f.pageSize }),
  ]);
  const rows: AdminOrderRow[] = orders.map((o) => ({
    id: o.id,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    customer: o.customerName ?? o.customerEmail,
    email: o.customerEmail,
    items: itemsSummary(parseOrderLines(o.items)),
    totalCents: o.total,
    refundedCents: o.refundedCents,
    method: methodOf(o.paymentMethod),
    status: o.status,
    disputeStatus: o.disputeStatus,
  }));
  return { rows, total, page: f.page, pageSize: f.pageSize, pageCount: Math.max(1, Math.ceil(total / f.pageSize)) };
}

export type AdminOrderDetail = NonNullable<Awaited<ReturnType<typeof adminOrderDetail>>>;

/**
 * One order in full: its lines, payment, what went back and when, its dispute, the lead plans it gave
 * (and how far each got), the buyer's account when there is one, and its history from the audit log.
 */
export async function adminOrderDetail(id: number) {
  const order = await db().order.findUnique({ where: { id }, include: { refunds: { orderBy: { at: "asc" } } } });
  if (!order) return null;
  const [plans, buyer, history] = await Promise.all([
    db().entitlement.findMany({
      where: { orderId: id },
      orderBy: { id: "asc" },
      select: { id: true, planName: true, quota: true, credits: true, delivered: true, status: true, statusReason: true, periodStart: true, periodEnd: true, buyer: { select: { id: true, username: true } } },
    }),
    order.userId ? db().user.findUnique({ where: { id: order.userId }, select: { id: true, username: true } }) : null,
    db().auditLog.findMany({
      where: { entity: "order", entityId: String(id) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 100,
      select: { id: true, createdAt: true, action: true, actor: { select: { username: true } } },
    }),
  ]);
  return {
    id: order.id,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    status: order.status,
    customer: { name: order.customerName, email: order.customerEmail, company: order.customerCompany },
    buyer,
    method: methodOf(order.paymentMethod),
    reference: order.paymentMethod === "paypal" ? order.paypalOrderId : order.paymentIntentId,
    lines: parseOrderLines(order.items),
    totalCents: order.total,
    currency: order.currency,
    refundedCents: order.refundedCents,
    refunds: order.refunds.map((r) => ({ id: r.id, at: r.at, amountCents: r.amountCents, cause: r.cause, reference: r.reference })),
    dispute: order.disputeId ? { id: order.disputeId, status: order.disputeStatus, dueBy: order.disputeDueBy } : null,
    plans,
    history: history.map((h) => ({ id: h.id, at: h.createdAt, action: h.action, actor: h.actor?.username ?? null })),
  };
}
