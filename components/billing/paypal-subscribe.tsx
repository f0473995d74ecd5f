"use client";

import { useRef } from "react";
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/client/api";
import type { BillingIntervalValue } from "@/lib/constants";
import { toast } from "@/lib/use-toast";

type Props = { clientId: string; environment: "sandbox" | "production"; plan: string; interval: BillingIntervalValue; identity: { email: string; fullName: string } };

/**
 * The PayPal tab of the subscribe step: PayPal's JS SDK (v5 API of @paypal/react-paypal-js) with
 * `vault` and `intent: "subscription"`. createSubscription returns the id of a subscription our server
 * created at PayPal (the plan and its price chosen there); after the buyer approves in PayPal's window,
 * the billing page shows what PayPal's events make of it.
 */
export function PayPalSubscribe({ clientId, environment, ...rest }: Props) {
  return (
    <PayPalScriptProvider options={{ clientId, vault: true, intent: "subscription", environment }}>
      <Buttons {...rest} />
    </PayPalScriptProvider>
  );
}

function Buttons({ plan, interval, identity }: Omit<Props, "clientId" | "environment">) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const returnUrl = useRef("/account/billing");
  if (isRejected) return <p className="py-4 text-sm text-destructive" role="alert">PayPal could not be loaded. Please try again later or pay by card.</p>;
  return (
    <div className="grid gap-3">
      {isPending && (
        <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
          <Spinner label={null} />
          Loading PayPal...
        </p>
      )}
      <PayPalButtons
        style={{ layout: "vertical", label: "subscribe" }}
        forceReRender={[plan, interval, identity.email]}
        createSubscription={async () => {
          try {
            const r = await apiRequest<{ paypalSubscriptionId: string; returnUrl: string }>("POST", "/api/billing/subscriptions", { plan, interval, provider: "paypal", email: identity.email, fullName: identity.fullName });
            returnUrl.current = r.returnUrl;
            return r.paypalSubscriptionId;
          } catch (e) {
            toast({ title: "Could not start the subscription", description: (e instanceof ApiError && e.serverMessage) || "Please try again.", variant: "destructive" });
            throw e;
          }
        }}
        onApprove={async () => {
          window.location.assign(returnUrl.current);
        }}
        onError={(err) => console.error("PayPal error", err)}
      />
    </div>
  );
}
