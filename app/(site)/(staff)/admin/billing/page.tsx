import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AdminSubscriptionsTable } from "@/components/billing/admin-subscriptions-table";
import { RevenueTable } from "@/components/billing/revenue-table";
import { requireRole } from "@/lib/auth/session";
import { param, type Params } from "@/lib/crm/list-params";
import { CRM_DEFAULT_PAGE_SIZE, CRM_PAGE_SIZES, formatCents } from "@/lib/constants";
import { ADMIN_SUBSCRIPTION_SORTS, adminSubscriptions, catalogRows } from "@/lib/billing/reads";
import { revenueReport } from "@/lib/billing/revenue";
import type { BillingProvider, SubscriptionStatus } from "@/lib/generated/prisma/enums";

export const metadata: Metadata = { title: "Billing", robots: { index: false } };

const STATUSES: SubscriptionStatus[] = ["incomplete", "active", "past_due", "suspended", "canceled", "expired"];

/**
 * /admin/billing (issue 32): every subscription (open one to see its payments and refund it), the
 * revenue report a bookkeeper reconciles against Stripe and PayPal, and the plans' prices at each.
 */
export default async function AdminBillingPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireRole("admin");
  const sp = await searchParams;
  const status = STATUSES.find((s) => s === param(sp, "status"));
  const provider = (["stripe", "paypal"] as BillingProvider[]).find((p) => p === param(sp, "provider"));
  const sortParam = param(sp, "sort");
  const sort = ADMIN_SUBSCRIPTION_SORTS.find((s) => s === sortParam) ?? "createdAt";
  const dir = param(sp, "dir") === "asc" ? "asc" : "desc";
  const size = Number(param(sp, "size"));
  const pageSize = (CRM_PAGE_SIZES as readonly number[]).includes(size) ? size : CRM_DEFAULT_PAGE_SIZE;
  const page = Math.max(1, Math.min(1_000_000, Number.parseInt(param(sp, "page") ?? "1", 10) || 1));
  const hidden = (param(sp, "hide") ?? "").split(",").filter((c) => /^\w{1,40}$/.test(c));
  const [list, revenue, prices] = await Promise.all([
    adminSubscriptions({ status, provider, openRefunds: param(sp, "refunds") === "open", openDisputes: param(sp, "disputes") === "open", q: (param(sp, "q") ?? "").trim().slice(0, 100) || undefined, sort, dir, page, pageSize }),
    revenueReport(),
    catalogRows(),
  ]);
  return (
    <section className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Billing</h1>
        <p className="text-muted-foreground">
          Subscriptions on Stripe Billing and PayPal Subscriptions. Open one to see its payments, its history, and to refund it. The providers&apos; own records are the truth for money:
          this page shows what their events told us.
        </p>
      </div>
      <section aria-labelledby="subscriptions-heading" className="space-y-3">
        <h2 id="subscriptions-heading" className="text-xl font-semibold">Subscriptions</h2>
        <AdminSubscriptionsTable page={list} sort={sort} dir={dir} hidden={hidden} sortable={ADMIN_SUBSCRIPTION_SORTS} />
      </section>
      <section aria-labelledby="revenue-heading" className="space-y-3">
        <h2 id="revenue-heading" className="text-xl font-semibold">Revenue</h2>
        <p className="text-sm text-muted-foreground">Each paid invoice, PayPal sale and checkout order at the amount charged, each refund in the month it was made. Compare with Stripe&apos;s balance report and PayPal&apos;s activity download. Checkout orders one by one: <Link href="/admin/orders" className="text-primary underline">Orders</Link>.</p>
        <RevenueTable revenue={revenue} />
      </section>
      <section aria-labelledby="prices-heading" className="space-y-3">
        <h2 id="prices-heading" className="text-xl font-semibold">Prices at the providers</h2>
        {prices.length === 0 ? (
          <p className="text-sm">
            No prices yet: run the Tests of &quot;Stripe Billing prices&quot; and &quot;PayPal plans&quot; on <Link href="/admin" className="text-primary underline">Setup</Link> (or <code>npm run billing:setup</code>).
          </p>
        ) : (
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {prices.map((p) => (
              <li key={p.id}>
                <span className="font-medium">{p.provider === "paypal" ? "PayPal" : "Stripe"}</span> {p.lookupKey}: {formatCents(p.amountCents)} <code className="text-xs text-muted-foreground">{p.providerPriceId}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
