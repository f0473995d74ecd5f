"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useActionForm } from "@/components/forms/use-action-form";
import { linkDeliveryAction } from "@/lib/integrations/webhooks/actions";
import { linkLeadSchema } from "@/lib/schemas/conversion-test";
import { fieldError } from "@/lib/forms/action-state";

/** Tell which of our leads an unmatched CRM deal is: the deal is linked and the delivery processed again. */
export function LinkLeadForm({ deliveryId }: { deliveryId: number }) {
  const { state, pending, formProps } = useActionForm(linkDeliveryAction, { schema: linkLeadSchema, successTitle: "Deal linked", errorTitle: "Could not link the deal" });
  const inputId = `link-lead-${deliveryId}`;
  const error = fieldError(state, "leadId") ?? (state.status === "error" ? state.message : undefined);
  return (
    <form {...formProps} className="flex flex-wrap items-start gap-2">
      <input type="hidden" name="deliveryId" value={deliveryId} />
      <label htmlFor={inputId} className="sr-only">
        Lead ID
      </label>
      <div>
        <Input
          id={inputId}
          name="leadId"
          placeholder="Lead ID"
          inputMode="numeric"
          className="h-9 w-28"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-xs text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        {pending ? "Linking..." : "Link to lead"}
      </Button>
    </form>
  );
}
