import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Link } from "@/components/ui/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SubscribeView } from "@/components/billing/subscribe-view";
import { PlanSummary } from "@/components/billing/plan-summary";
import { currentAccount } from "@/lib/auth/session";
import { billingPlan } from "@/lib/billing/plans";
import { liveSubscription } from "@/lib/billing/reads";
import { db } from "@/lib/db";
import { paypalClientId, paypalEnvironment } from "@/lib/payments/paypal/client";
import { stripePublishableKey } from "@/lib/payments/stripe/client";

export const metadata: Metadata = { title: "Subscribe", robots: { index: false, follow: false } };

/**
 * /checkout/subscribe/{plan}[?interval=year]: the checkout's subscription step (issue 32). Signed out:
 * the sign-in form, then back here. Signed in: monthly or annual, the details, card or PayPal. Already
 * subscribed to this kind of plan: a link to the billing page instead of a second subscription.
 */
export default async function SubscribePage({ params, searchParams }: { params: Promise<{ plan: string }>; searchParams: Promise<{ interval?: string }> }) {
  await connection();
  const plan = billingPlan((await params).plan);
  if (!plan) notFound();
  const interval = (await searchParams).interval === "year" ? "year" : "month";
  const account = await currentAccount();
  const self = `/checkout/subscribe/${plan.key}${interval === "year" ? "?interval=year" : ""}`;

  let body: React.ReactNode;
  if (!account) {
    body = (
      <div className="grid gap-4">
        <Alert role="status">
          <AlertTitle>Sign in to subscribe</AlertTitle>
          <AlertDescription>
            <p>
              Your plan belongs to your account: that is where your leads arrive and where you manage billing. New here?{" "}
              <Link href="/register" className="font-medium underline underline-offset-2">Register</Link>, then come back to this page.
            </p>
          </AlertDescription>
        </Alert>
        <SignInForm next={self} />
      </div>
    );
  } else {
    const live = await liveSubscription(account.id, plan.kind);
    if (live && live.status !== "incomplete") {
      const same = live.plan === plan.key;
      body = (
        <Alert role="status">
          <AlertTitle>{same ? `You are already subscribed to ${plan.name}` : `You already have the ${billingPlan(live.plan)?.name ?? live.plan} plan`}</AlertTitle>
          <AlertDescription>
            <p>
              {same ? "Manage it, switch between monthly and annual, or cancel on " : "To change plans, use "}
              <Link href="/account/billing" className="font-medium underline underline-offset-2">your billing page</Link>.
            </p>
          </AlertDescription>
        </Alert>
      );
    } else {
      const [customer, user] = await Promise.all([
        db().billingCustomer.findUnique({ where: { userId: account.id }, select: { email: true, name: true } }),
        db().user.findUnique({ where: { id: account.id }, select: { email: true } }),
      ]);
      const email = customer?.email ?? user?.email ?? null;
      const publishableKey = stripePublishableKey();
      const clientId = paypalClientId();
      body = (
        <SubscribeView
          plan={plan.key}
          planName={plan.name}
          prices={plan.prices}
          initialInterval={interval}
          initialIdentity={email && customer?.name ? { email, fullName: customer.name, company: undefined } : null}
          config={{ card: publishableKey ? { publishableKey } : null, paypal: clientId ? { clientId, environment: paypalEnvironment() } : null }}
        />
      );
    }
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Start {plan.name}</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_380px] lg:items-start">
        {body}
        <PlanSummary plan={plan} />
      </div>
    </section>
  );
}
