"use client";

import { useState } from "react";
import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/use-toast";

/**
 * The Payment Element and the subscribe button. Stripe.js runs 3-D Secure itself when the bank asks;
 * with `redirect: "if_required"` a card paid in place goes straight to the billing page (which reads
 * the subscription's state from our server, never from the browser).
 */
export function CardSubscribeForm({ returnUrl, payLabel }: { returnUrl: string; payLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: "if_required" });
      if (error) {
        toast({ title: "Payment Failed", description: error.message ?? "Your card was not charged. Please try another card.", variant: "destructive" });
        setBusy(false);
        return;
      }
      window.location.assign(returnUrl);
    } catch {
      toast({ title: "Payment Error", description: "An unexpected error occurred. Please try again.", variant: "destructive" });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Card payment">
      {!ready && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner label={null} />
          Preparing payment form...
        </p>
      )}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: "tabs" }} />
      <Button type="submit" size="lg" disabled={!stripe || !elements || !ready || busy}>
        {busy ? "Processing..." : payLabel}
      </Button>
    </form>
  );
}
