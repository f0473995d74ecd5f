"use client";

import { useState } from "react";
import { Trash2Icon } from "@/components/icons/trash";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Separator } from "@/components/ui/separator";
import { cartTotal, removeFromCart, setCartQuantity } from "@/components/checkout/cart-store";
import { ApiError } from "@/lib/client/api";
import type { CartLine } from "@/lib/checkout/cart-line";
import { CART_LIMITS, formatCents, PROMISES } from "@/lib/constants";
import { toast } from "@/lib/use-toast";

const QUANTITIES = Array.from({ length: CART_LIMITS.maxQuantity }, (_, i) => i + 1);

function billing(type: string): string | null {
  return type === "lead_package" ? "one-time" : "per month";
}

/** The order summary: each line with its quantity and a remove button, and the total in dollars. */
export function OrderSummary({ items, locked }: { items: CartLine[]; locked?: boolean }) {
  const [busy, setBusy] = useState<number | null>(null);

  const change = async (itemId: number, action: () => Promise<void>) => {
    setBusy(itemId);
    try {
      await action();
    } catch (e) {
      toast({
        title: "Error",
        description: (e instanceof ApiError && e.serverMessage) || "Could not update your cart. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card aria-labelledby="order-summary-title">
      <CardHeader>
        <CardTitle as="h2" id="order-summary-title">
          Order Summary
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-4">
          {items.map((item) => (
            <li key={item.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-2" data-testid="cart-line">
              <div>
                <p className="font-medium">{item.product.name}</p>
                <p className="text-sm text-muted-foreground">
                  {formatCents(item.product.price)} {billing(item.product.type)}
                </p>
              </div>
              <p className="text-right font-medium">{formatCents(item.product.price * item.quantity)}</p>
              <div className="col-span-2 flex items-center gap-2">
                <label htmlFor={`qty-${item.id}`} className="text-sm text-muted-foreground">
                  Quantity
                </label>
                <NativeSelect
                  id={`qty-${item.id}`}
                  wrapperClassName="w-20"
                  value={item.quantity}
                  disabled={locked || busy === item.id}
                  onChange={(e) => change(item.id, () => setCartQuantity(item.id, Number(e.target.value)))}
                >
                  {QUANTITIES.map((q) => (
                    <NativeSelectOption key={q} value={q}>
                      {q}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={locked || busy === item.id}
                  onClick={() => change(item.id, () => removeFromCart(item.id))}
                >
                  <Trash2Icon aria-hidden="true" />
                  Remove<span className="sr-only"> {item.product.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <Separator />
        <div className="flex items-baseline justify-between text-lg font-semibold">
          <span>Total</span>
          <span data-testid="order-total">{formatCents(cartTotal(items))}</span>
        </div>
        <p className="text-xs text-muted-foreground">
          Prices in US dollars. Subscriptions are billed monthly in advance; cancel anytime. New clients are covered by our{" "}
          {PROMISES.moneyBackDays}-day money-back guarantee.
        </p>
      </CardContent>
    </Card>
  );
}
