"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiRequest, ApiError } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";

/** Tell which of our leads an unmatched CRM deal is: the deal is linked and the delivery processed again. */
export function LinkLeadForm({ deliveryId }: { deliveryId: number }) {
  const router = useRouter();
  const [leadId, setLeadId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = `link-lead-${deliveryId}`;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!/^\d+$/.test(leadId.trim())) {
      setError("Lead ID must be a whole number");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiRequest("POST", `/api/admin/webhooks/${deliveryId}/link`, { leadId: Number(leadId) });
      toast({ title: "Deal linked", description: `Delivery processed again for lead ${leadId}.` });
      router.refresh();
    } catch (err) {
      setError(err instanceof ApiError ? (err.serverMessage ?? err.message) : "Network error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
      <label htmlFor={inputId} className="sr-only">
        Lead ID
      </label>
      <div>
        <Input id={inputId} value={leadId} onChange={(e) => setLeadId(e.target.value)} placeholder="Lead ID" inputMode="numeric" className="h-9 w-28" aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} />
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-xs text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        {busy ? "Linking..." : "Link to lead"}
      </Button>
    </form>
  );
}
