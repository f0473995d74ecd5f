import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AdminOrdersTable } from "@/components/checkout/admin-orders-table";
import { requireRole } from "@/lib/auth/session";
import { param, type Params } from "@/lib/crm/list-params";
import { CRM_DEFAULT_PAGE_SIZE, CRM_PAGE_SIZES } from "@/lib/constants";
import { ADMIN_ORDER_SORTS, ADMIN_ORDER_STATUSES, adminOrders } from "@/lib/checkout/admin-orders";

export const metadata: Metadata = { title: "Orders", robots: { index: false } };

/**
 * /admin/orders: every checkout order (lead packages, premium content), paged, sorted and filtered on
 * the server from the address. Open one for its lines, refunds, dispute, the lead plans it gave and its
 * history. Subscriptions are on /admin/billing.
 */
export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireRole("admin");
  const sp = await searchParams;
  const sortParam = param(sp, "sort");
  const sort = ADMIN_ORDER_SORTS.find((s) => s === sortParam) ?? "createdAt";
  const dir = param(sp, "dir") === "asc" ? "asc" : "desc";
  const size = Number(param(sp, "size"));
  const page = await adminOrders({
    status: ADMIN_ORDER_STATUSES.find((s) => s === param(sp, "status")),
    method: (["card", "paypal"] as const).find((m) => m === param(sp, "method")),
    openDisputes: param(sp, "disputes") === "open",
    q: (param(sp, "q") ?? "").trim().slice(0, 100) || undefined,
    sort,
    dir,
    page: Math.max(1, Math.min(1_000_000, Number.parseInt(param(sp, "page") ?? "1", 10) || 1)),
    pageSize: (CRM_PAGE_SIZES as readonly number[]).includes(size) ? size : CRM_DEFAULT_PAGE_SIZE,
  });
  const hidden = (param(sp, "hide") ?? "").split(",").filter((c) => /^\w{1,40}$/.test(c));
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Orders</h1>
        <p className="text-muted-foreground">
          Lead packages and premium content bought at checkout, paid by card (Stripe) or PayPal. Refunds are made in the provider&apos;s dashboard and show here when its
          event arrives. Subscriptions are on <Link href="/admin/billing" className="text-primary underline">Billing</Link>.
        </p>
      </div>
      <AdminOrdersTable page={page} sort={sort} dir={dir} hidden={hidden} sortable={ADMIN_ORDER_SORTS} />
    </section>
  );
}
