"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { Spinner } from "@/components/ui/spinner";
import { CHECKOUT_TEXTS } from "@/components/checkout/checkout-texts";
import { ApiError, apiRequest } from "@/lib/client/api";
import type { CheckoutIdentity } from "@/lib/schemas/checkout";
import { toast } from "@/lib/use-toast";

type Setup = { clientId: string; clientToken: string | null; environment: "sandbox" | "production" };

/**
 * The PayPal tab: GET /paypal/setup, then PayPal's buttons. The order is created on our server
 * (POST /paypal/order, amount from the cart), captured on our server after the buyer approves
 * (POST /paypal/order/{id}/capture), then the confirmation page. PayPal's own SDK errors are only
 * logged (spec §8); our server's refusals are shown.
 */
export function PayPalPayment({ sessionId, identity, total }: { sessionId: string; identity: CheckoutIdentity; total: number }) {
  const [setup, setSetup] = useState<Setup | "loading" | "error">("loading");

  useEffect(() => {
    let live = true;
    apiRequest<Setup>("GET", "/paypal/setup")
      .then((s) => live && setSetup(s))
      .catch(() => live && setSetup("error"));
    return () => {
      live = false;
    };
  }, []);

  if (setup === "loading") return <Loading text="Loading PayPal..." />;
  if (setup === "error") return <p className="py-4 text-sm text-destructive" role="alert">{CHECKOUT_TEXTS.initFailed}</p>;
  return (
    <PayPalScriptProvider
      options={{
        clientId: setup.clientId,
        currency: "USD",
        intent: "capture",
        environment: setup.environment,
        ...(setup.clientToken ? { dataClientToken: setup.clientToken } : {}),
      }}
    >
      <PayPalCheckoutButtons sessionId={sessionId} identity={identity} total={total} />
    </PayPalScriptProvider>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
      <Spinner label={null} />
      {text}
    </p>
  );
}

function PayPalCheckoutButtons({ sessionId, identity, total }: { sessionId: string; identity: CheckoutIdentity; total: number }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const router = useRouter();

  if (isRejected) return <p className="py-4 text-sm text-destructive" role="alert">PayPal could not be loaded. Please try again later or pay by card.</p>;
  return (
    <div className="grid gap-3">
      {isPending && <Loading text="Loading PayPal..." />}
      <PayPalButtons
        style={{ layout: "vertical", label: "pay" }}
        forceReRender={[total, sessionId, identity.email]}
        createOrder={async () => {
          try {
            // The spec's payload; the server ignores amount, currency and intent and uses the cart.
            const { id } = await apiRequest<{ id: string }>("POST", "/paypal/order", {
              sessionId,
              ...identity,
              amount: (total / 100).toFixed(2),
              currency: "USD",
              intent: "CAPTURE",
            });
            return id;
          } catch (e) {
            toast({ title: "Error", description: CHECKOUT_TEXTS.initFailed, variant: "destructive" });
            throw e;
          }
        }}
        onApprove={async (data, actions) => {
          try {
            const result = await apiRequest<{ confirmationUrl: string }>("POST", `/paypal/order/${data.orderID}/capture`, { sessionId });
            router.push(result.confirmationUrl);
          } catch (e) {
            const apiError = e instanceof ApiError ? e : null;
            // A declined funding source: PayPal lets the buyer pick another one.
            if (apiError?.status === 402 && /choose another/i.test(apiError.serverMessage ?? "")) return actions.restart();
            toast({
              title: apiError ? CHECKOUT_TEXTS.paymentFailed : CHECKOUT_TEXTS.paymentError,
              description: apiError?.serverMessage ?? CHECKOUT_TEXTS.unexpected,
              variant: "destructive",
            });
          }
        }}
        onError={(err) => console.error("PayPal error", err)}
      />
    </div>
  );
}
