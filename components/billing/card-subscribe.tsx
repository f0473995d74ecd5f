"use client";

import { useEffect, useMemo, useState } from "react";
import { Elements } from "@stripe/react-stripe-js";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { stripeFor } from "@/components/checkout/stripe-loader";
import { CardSubscribeForm } from "@/components/billing/card-subscribe-form";
import { ApiError, apiRequest } from "@/lib/client/api";
import type { BillingIntervalValue } from "@/lib/constants";
import { toast } from "@/lib/use-toast";

type Started = { status: "loading" } | { status: "ready"; clientSecret: string; returnUrl: string } | { status: "error"; message: string };

/**
 * The card tab of the subscribe step: our server starts the subscription (it picks the price) and
 * answers the first invoice's client secret; the Payment Element confirms it, 3-D Secure included.
 * A changed interval or details start again (the server gives up the unpaid start it replaces).
 */
export function CardSubscribe({ publishableKey, plan, interval, identity, payLabel }: { publishableKey: string; plan: string; interval: BillingIntervalValue; identity: { email: string; fullName: string }; payLabel: string }) {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([plan, interval, identity, attempt]);
  const [answer, setAnswer] = useState<{ key: string; started: Started } | null>(null);

  useEffect(() => {
    let live = true;
    apiRequest<{ clientSecret: string; returnUrl: string }>("POST", "/api/billing/subscriptions", { plan, interval, provider: "stripe", email: identity.email, fullName: identity.fullName })
      .then((r) => live && setAnswer({ key, started: { status: "ready", clientSecret: r.clientSecret, returnUrl: new URL(r.returnUrl, window.location.origin).toString() } }))
      .catch((e: unknown) => {
        if (!live) return;
        const message = (e instanceof ApiError && e.serverMessage) || "The card form could not be prepared. Please try again.";
        setAnswer({ key, started: { status: "error", message } });
        toast({ title: "Could not start the subscription", description: message, variant: "destructive" });
      });
    return () => {
      live = false;
    };
  }, [key, plan, interval, identity]);

  const stripe = useMemo(() => stripeFor(publishableKey).catch(() => null), [publishableKey]);
  const started: Started = answer?.key === key ? answer.started : { status: "loading" };

  if (started.status === "loading") {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
        <Spinner label={null} />
        Preparing payment form...
      </p>
    );
  }
  if (started.status === "error") {
    return (
      <div className="grid justify-items-start gap-3 py-4" role="alert">
        <p className="text-sm text-destructive">{started.message}</p>
        <Button type="button" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <Elements key={started.clientSecret} stripe={stripe} options={{ clientSecret: started.clientSecret, appearance: { theme: "stripe" } }}>
      <CardSubscribeForm returnUrl={started.returnUrl} payLabel={payLabel} />
    </Elements>
  );
}
