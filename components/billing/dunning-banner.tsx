import { Link } from "@/components/ui/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { CircleAlertIcon } from "@/components/icons/circle-exclamation-point";
import { formatDate } from "@/lib/crm/format";
import type { Dunning } from "@/lib/billing/reads";

/**
 * The portal's banner while a renewal is overdue (issue 32): in the grace, delivery continues until its
 * end; after it, delivery is paused until the payment goes through. The buyer's portal (/account/plan)
 * and /account show it too: render it with `dunningOf(userId)`.
 */
export function DunningBanner({ dunning }: { dunning: Dunning | null }) {
  if (!dunning) return null;
  const paused = dunning.status === "suspended";
  return (
    <Alert role="alert" variant="destructive" data-testid="dunning-banner">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{paused ? "Lead delivery is paused: your payment is overdue" : "Your payment did not go through"}</AlertTitle>
      <AlertDescription>
        <p>
          {paused
            ? `Your ${dunning.planName} plan's renewal is unpaid. Delivery resumes as soon as the payment goes through.`
            : `We could not renew your ${dunning.planName} plan. Your leads keep coming until ${formatDate(dunning.graceEndsAt)}; then delivery pauses until the payment goes through.`}{" "}
          {dunning.provider === "paypal" ? "PayPal" : "Stripe"} tries again on its own.{" "}
          <Link href="/account/billing#payment-method" className="font-medium underline underline-offset-2">
            Update your payment method
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}
