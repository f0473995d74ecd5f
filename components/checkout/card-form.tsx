"use client";

import { useState } from "react";
import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CHECKOUT_TEXTS } from "@/components/checkout/checkout-texts";
import { formatCents } from "@/lib/constants";
import { toast } from "@/lib/use-toast";

/**
 * Stripe's Payment Element and the pay button. Confirming sends the buyer to /order-confirmation
 * (return_url), where the server reads the real status; errors are the spec's texts (§8).
 */
export function CardForm({ total, confirmationUrl }: { total: number; confirmationUrl: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        // Our own receipt e-mail is sent once the order is paid, so no receipt_email here.
        confirmParams: { return_url: new URL(confirmationUrl, window.location.origin).toString() },
      });
      // Without an error Stripe is already navigating to the return URL.
      if (error) {
        if (error.type === "card_error" || error.type === "validation_error") {
          toast({ title: CHECKOUT_TEXTS.paymentFailed, description: error.message, variant: "destructive" });
        } else {
          toast({ title: CHECKOUT_TEXTS.paymentError, description: CHECKOUT_TEXTS.unexpected, variant: "destructive" });
        }
        setBusy(false);
      }
    } catch {
      toast({ title: CHECKOUT_TEXTS.paymentError, description: CHECKOUT_TEXTS.unexpected, variant: "destructive" });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Card payment">
      {!ready && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner label={null} />
          {CHECKOUT_TEXTS.preparing}
        </p>
      )}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={() => toast({ title: "Error", description: CHECKOUT_TEXTS.initFailed, variant: "destructive" })}
        options={{ layout: "tabs" }}
      />
      <Button type="submit" size="lg" disabled={!stripe || !elements || !ready || busy}>
        {busy ? "Processing..." : `Pay ${formatCents(total)}`}
      </Button>
    </form>
  );
}
