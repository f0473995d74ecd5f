"use client";

import { lazy, Suspense, useState } from "react";
import { CreditCardIcon } from "@/components/icons/credit-card";
import { WalletIcon } from "@/components/icons/wallet";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CHECKOUT_TEXTS } from "@/components/checkout/checkout-texts";
import { NotConfigured } from "@/components/checkout/not-configured";
import { notConfiguredMessage } from "@/lib/payments/not-configured";
import { Spinner } from "@/components/ui/spinner";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";
import type { CheckoutIdentity } from "@/lib/schemas/checkout";

/**
 * The payment step's code (Stripe.js and Elements, PayPal's SDK) is fetched only when the buyer reaches
 * it (details entered) on a configured tab: the page's first load carries neither SDK.
 */
const preparing = (
  <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
    <Spinner label={null} />
    {CHECKOUT_TEXTS.preparing}
  </p>
);
const CardPayment = lazy(() => import("@/components/checkout/card-payment").then((m) => ({ default: m.CardPayment })));
const PayPalPayment = lazy(() => import("@/components/checkout/paypal-payment").then((m) => ({ default: m.PayPalPayment })));

export type PaymentConfig = { card: { publishableKey: string } | null; paypal: boolean };
type Tab = "stripe" | "paypal";

/** The payment tabs (spec §4: the tab is stripe or paypal). A tab without keys says so instead of loading anything. */
export function PaymentSection({
  config,
  sessionId,
  identity,
  cartKey,
  total,
}: {
  config: PaymentConfig;
  sessionId: string;
  identity: CheckoutIdentity | null;
  cartKey: string;
  total: number;
}) {
  const [tab, setTab] = useState<Tab>(!config.card && config.paypal ? "paypal" : "stripe");
  const waiting = <p className="py-4 text-sm text-muted-foreground">Enter your details above, then choose Continue to Payment.</p>;

  return (
    <Card aria-labelledby="payment-title">
      <CardHeader>
        <CardTitle as="h2" id="payment-title">
          Payment
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
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
              <NotConfigured method="Card" message={notConfiguredMessage(CHECKOUT_MESSAGES, "card", config.paypal)} />
            ) : !identity ? (
              waiting
            ) : (
              <Suspense fallback={preparing}>
                <CardPayment publishableKey={config.card.publishableKey} sessionId={sessionId} identity={identity} cartKey={cartKey} total={total} />
              </Suspense>
            )}
          </TabsContent>
          <TabsContent value="paypal" className="pt-4">
            {!config.paypal ? (
              <NotConfigured method="PayPal" message={notConfiguredMessage(CHECKOUT_MESSAGES, "paypal", config.card !== null)} />
            ) : !identity ? (
              waiting
            ) : (
              <Suspense fallback={preparing}>
                <PayPalPayment sessionId={sessionId} identity={identity} total={total} />
              </Suspense>
            )}
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
