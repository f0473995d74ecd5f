"use client";

import { lazy, Suspense, useState } from "react";
import { CreditCardIcon } from "@/components/icons/credit-card";
import { WalletIcon } from "@/components/icons/wallet";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { IdentityForm } from "@/components/checkout/identity-form";
import { NotConfigured } from "@/components/checkout/not-configured";
import { notConfiguredMessage } from "@/lib/payments/not-configured";
import { BILLING_MESSAGES } from "@/lib/billing/messages";
import { IntervalChoice } from "@/components/billing/interval-choice";
import { SubscribeTerms } from "@/components/billing/subscribe-terms";
import type { BillingIntervalValue } from "@/lib/constants";
import { formatCents } from "@/lib/constants";
import type { CheckoutIdentity } from "@/lib/schemas/checkout";

/** The providers' code loads only when the buyer reaches the payment step on a configured tab. */
const CardSubscribe = lazy(() => import("@/components/billing/card-subscribe").then((m) => ({ default: m.CardSubscribe })));
const PayPalSubscribe = lazy(() => import("@/components/billing/paypal-subscribe").then((m) => ({ default: m.PayPalSubscribe })));

export type SubscribeConfig = { card: { publishableKey: string } | null; paypal: { clientId: string; environment: "sandbox" | "production" } | null };

const preparing = (
  <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
    <Spinner label={null} />
    Preparing payment form...
  </p>
);

/**
 * The subscribe step of the checkout (issue 32): monthly or annual, who pays, then card or PayPal. The
 * browser sends the plan's name and the interval; the price is the server's.
 */
export function SubscribeView({ plan, planName, prices, initialInterval, config, initialIdentity }: {
  plan: string;
  planName: string;
  prices: Record<BillingIntervalValue, number>;
  initialInterval: BillingIntervalValue;
  config: SubscribeConfig;
  initialIdentity: CheckoutIdentity | null;
}) {
  const [interval, setChosenInterval] = useState<BillingIntervalValue>(initialInterval);
  const [identity, setIdentity] = useState<CheckoutIdentity | null>(initialIdentity);
  // Always a click on Continue to Payment first: visiting the page starts nothing at the providers.
  const [editing, setEditing] = useState(true);
  const [tab, setTab] = useState<"stripe" | "paypal">(!config.card && config.paypal ? "paypal" : "stripe");
  const payLabel = `Subscribe, ${formatCents(prices[interval])}/${interval}`;
  const who = editing ? null : identity;

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="billing-title">
        <CardHeader>
          <CardTitle as="h2" id="billing-title">
            {planName}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <IntervalChoice prices={prices} value={interval} onChange={setChosenInterval} />
          <SubscribeTerms interval={interval} />
        </CardContent>
      </Card>
      <Card aria-labelledby="details-title">
        <CardHeader>
          <CardTitle as="h2" id="details-title">
            Your Details
          </CardTitle>
        </CardHeader>
        <CardContent>
          {editing || !identity ? (
            <IdentityForm initial={identity} onSubmit={(next) => { setIdentity(next); setEditing(false); }} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <p>
                <span className="font-medium">{identity.fullName}</span>
                <br />
                <span className="text-muted-foreground">{identity.email}</span>
              </p>
              <button type="button" className="rounded-md border px-3 py-1.5 text-sm hover:bg-muted" onClick={() => setEditing(true)}>
                Edit
              </button>
            </div>
          )}
        </CardContent>
      </Card>
      <Card aria-labelledby="payment-title">
        <CardHeader>
          <CardTitle as="h2" id="payment-title">
            Payment
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(v) => setTab(v as "stripe" | "paypal")}>
            <TabsList className="w-full">
              <TabsTrigger value="stripe">
                <CreditCardIcon aria-hidden="true" className="size-4" />
                Card
              </TabsTrigger>
              <TabsTrigger value="paypal">
                <WalletIcon aria-hidden="true" className="size-4" />
                PayPal
              </TabsTrigger>
            </TabsList>
            <TabsContent value="stripe" className="pt-4">
              {!config.card ? (
                <NotConfigured method="Card" message={notConfiguredMessage(BILLING_MESSAGES, "card", config.paypal !== null)} />
              ) : !who ? (
                <p className="py-4 text-sm text-muted-foreground">Enter your details above, then choose Continue to Payment.</p>
              ) : (
                <Suspense fallback={preparing}>
                  <CardSubscribe publishableKey={config.card.publishableKey} plan={plan} interval={interval} identity={who} payLabel={payLabel} />
                </Suspense>
              )}
            </TabsContent>
            <TabsContent value="paypal" className="pt-4">
              {!config.paypal ? (
                <NotConfigured method="PayPal" message={notConfiguredMessage(BILLING_MESSAGES, "paypal", config.card !== null)} />
              ) : !who ? (
                <p className="py-4 text-sm text-muted-foreground">Enter your details above, then choose Continue to Payment.</p>
              ) : (
                <Suspense fallback={preparing}>
                  <PayPalSubscribe clientId={config.paypal.clientId} environment={config.paypal.environment} plan={plan} interval={interval} identity={who} />
                </Suspense>
              )}
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
