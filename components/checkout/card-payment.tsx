"use client";

import { useEffect, useMemo, useState } from "react";
import { Elements } from "@stripe/react-stripe-js";
import { stripeFor } from "@/components/checkout/stripe-loader";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CardForm } from "@/components/checkout/card-form";
import { CHECKOUT_TEXTS } from "@/components/checkout/checkout-texts";
import { apiRequest } from "@/lib/client/api";
import type { CheckoutIdentity } from "@/lib/schemas/checkout";
import { toast } from "@/lib/use-toast";


type Intent = { status: "loading" } | { status: "ready"; clientSecret: string; confirmationUrl: string } | { status: "error" };

/**
 * The card tab (public-site.md §4): a payment intent is requested for the cart, and the card form
 * appears once its client secret arrives ("Preparing payment form..." meanwhile). A changed cart or
 * changed details request a new one (the server reuses the order when nothing changed).
 */
export function CardPayment({
  publishableKey,
  sessionId,
  identity,
  cartKey,
  total,
}: {
  publishableKey: string;
  sessionId: string;
  identity: CheckoutIdentity;
  cartKey: string;
  total: number;
}) {
  const [attempt, setAttempt] = useState(0);
  // One request per cart, details and retry; an answer for an older request is never shown.
  const requestKey = JSON.stringify([sessionId, identity, cartKey, attempt]);
  const [answer, setAnswer] = useState<{ key: string; intent: Intent } | null>(null);

  useEffect(() => {
    let live = true;
    apiRequest<{ clientSecret: string; confirmationUrl: string }>("POST", "/api/create-payment-intent", { sessionId, ...identity })
      .then((r) => {
        if (live) setAnswer({ key: requestKey, intent: { status: "ready", clientSecret: r.clientSecret, confirmationUrl: r.confirmationUrl } });
      })
      .catch(() => {
        if (!live) return;
        setAnswer({ key: requestKey, intent: { status: "error" } });
        toast({ title: "Error", description: CHECKOUT_TEXTS.initFailed, variant: "destructive" });
      });
    return () => {
      live = false;
    };
  }, [requestKey, sessionId, identity]);

  const [scriptFailedAt, setScriptFailedAt] = useState<number | null>(null);
  const stripe = useMemo(
    () =>
      stripeFor(publishableKey).catch(() => {
        setScriptFailedAt(attempt);
        toast({ title: "Error", description: CHECKOUT_TEXTS.initFailed, variant: "destructive" });
        return null;
      }),
    [publishableKey, attempt],
  );

  const intent: Intent =
    scriptFailedAt === attempt ? { status: "error" } : answer?.key === requestKey ? answer.intent : { status: "loading" };

  if (intent.status === "loading") {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
        <Spinner label={null} />
        {CHECKOUT_TEXTS.preparing}
      </p>
    );
  }
  if (intent.status === "error") {
    return (
      <div className="grid justify-items-start gap-3 py-4" role="alert">
        <p className="text-sm text-destructive">{CHECKOUT_TEXTS.initFailed}</p>
        <Button type="button" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <Elements
      key={intent.clientSecret}
      stripe={stripe}
      options={{ clientSecret: intent.clientSecret, appearance: { theme: "stripe" } }}
    >
      <CardForm total={total} confirmationUrl={intent.confirmationUrl} />
    </Elements>
  );
}
