import { Link } from "@/components/ui/link";
import { CircleCheckIcon } from "@/components/icons/circle-check";
import { CircleXIcon } from "@/components/icons/circle-x";
import { ClockIcon } from "@/components/icons/clock";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { ConfirmationRefresh } from "@/components/checkout/confirmation-refresh";
import type { OrderConfirmation } from "@/lib/checkout/order-confirmation";
import { formatCents, PROMISES } from "@/lib/constants";
import { formatTexas } from "@/lib/crm/texas-time";

/** What was bought, the real payment status, and what happens next. */
export function OrderConfirmationView({ order, phone }: { order: OrderConfirmation; phone: string }) {
  return (
    <div className="grid gap-8">
      <StatusHeader order={order} />
      <Card aria-labelledby="bought-title">
        <CardHeader>
          <CardTitle as="h2" id="bought-title">
            Order #{order.id}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ul className="grid gap-2">
            {order.lines.map((l) => (
              <li key={l.productId} className="flex justify-between gap-4">
                <span>
                  {l.name}
                  {l.quantity > 1 ? ` × ${l.quantity}` : ""}
                </span>
                <span className="font-medium">{formatCents(l.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <Separator />
          <p className="flex justify-between text-lg font-semibold">
            <span>Total</span>
            <span>{formatCents(order.total)}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            Paid by {order.paymentMethod === "paypal" ? "PayPal" : "card"}
            {order.status === "paid" ? `. A receipt is on its way to ${order.maskedEmail}.` : "."}
            {order.status === "paid" && order.refundedCents > 0 ? ` ${formatCents(order.refundedCents)} of it was refunded.` : ""}
          </p>
        </CardContent>
      </Card>
      {order.status === "paid" && <NextSteps order={order} phone={phone} />}
    </div>
  );
}

/** The page's heading with its icon and what it means; `alert` for a failure, else a polite status. */
function Status({ icon, title, role = "status", children }: { icon: React.ReactNode; title: string; role?: "status" | "alert"; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-4" role={role}>
      {icon}
      <div className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function StatusHeader({ order }: { order: OrderConfirmation }) {
  if (order.status === "refunded") {
    return (
      <Status icon={<CircleXIcon aria-hidden="true" className="size-10 shrink-0 text-muted-foreground" />} title="This order was refunded">
        <p className="text-muted-foreground">
          {formatCents(order.refundedCents)} went back to your {order.paymentMethod === "paypal" ? "PayPal account" : "card"}
          {order.refundedAt ? ` on ${formatTexas(order.refundedAt, { time: false })}` : ""}. The lead plans of this order have ended; leads
          already delivered stay yours.
        </p>
      </Status>
    );
  }
  if (order.status === "paid") {
    return (
      <Status icon={<CircleCheckIcon aria-hidden="true" className="size-10 shrink-0 text-success" />} title="Thank you! Your order is confirmed.">
        <p className="text-muted-foreground">Your payment was received and your order is paid.</p>
      </Status>
    );
  }
  if (order.status === "failed" || order.status === "cancelled") {
    return (
      <Status icon={<CircleXIcon aria-hidden="true" className="size-10 shrink-0 text-destructive" />} title="Payment Failed" role="alert">
        <p className="text-muted-foreground">{order.failureMessage ?? "Your payment did not go through. Nothing was charged."}</p>
        <Button asChild className="w-fit">
          <Link href="/checkout">Try Again</Link>
        </Button>
      </Status>
    );
  }
  return (
    <Status icon={<ClockIcon aria-hidden="true" className="size-10 shrink-0 text-warning" />} title="Your payment is processing">
      <p className="text-muted-foreground">This page updates by itself. We e-mail your receipt as soon as the payment is confirmed.</p>
      <ConfirmationRefresh />
    </Status>
  );
}

function NextSteps({ order, phone }: { order: OrderConfirmation; phone: string }) {
  return (
    <Card aria-labelledby="next-title">
      <CardHeader>
        <CardTitle as="h2" id="next-title">
          What happens next
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid list-decimal gap-3 pl-5">
          {order.hasLeadProducts && (
            <>
              {order.onAccount ? (
                <li>
                  <Link href="/account/plan/setup" className="font-medium underline underline-offset-2">
                    Choose your lead areas, lines and delivery
                  </Link>{" "}
                  and send them for approval.
                </li>
              ) : (
                <li>
                  Check your e-mail for the link that creates your account, then choose your lead areas, lines and delivery there.
                </li>
              )}
              <li>
                Leads begin within {PROMISES.leadsStartHours} hours of setup, verified and exclusive to you.{" "}
                <Link href="/account/plan" className="font-medium underline underline-offset-2">
                  Report a defective lead within {PROMISES.defectReportHours} hours
                </Link>{" "}
                for a free replacement: it is done from the lead&apos;s page, with the Report defective button.
              </li>
            </>
          )}
          {order.hasPremiumContent &&
            (order.premiumOnAccount ? (
              <li>
                Premium content is unlocked on your account:{" "}
                <Link href="/marketing-packages" className="font-medium underline underline-offset-2">
                  open the marketing packages
                </Link>
                .
              </li>
            ) : (
              <li>
                Premium content unlocks on a signed-in account. Call {phone} with order #{order.id} and we will attach it to your
                agent account.
              </li>
            ))}
          <li>New clients are covered by our {PROMISES.moneyBackDays}-day money-back guarantee.</li>
        </ol>
      </CardContent>
    </Card>
  );
}
