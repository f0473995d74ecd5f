"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api";
import { failureDescription } from "@/components/crm/form-errors";
import { toast } from "@/lib/use-toast";

/** Convert to Account: creates the account and its primary contact from the lead, then opens the account. */
export function ConvertLeadButton({ leadId }: { leadId: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const res = await apiRequest<{ accountId: number; created: boolean }>("POST", `/api/crm/leads/${leadId}/convert`, {});
          toast({ title: res.created ? "Lead converted to an account" : "This lead already has an account" });
          router.push(`/crm/accounts/${res.accountId}`);
        } catch (e) {
          toast({ title: "Could not convert the lead", description: failureDescription(e), variant: "destructive" });
          setBusy(false);
        }
      }}
    >
      {busy ? "Converting..." : "Convert to Account"}
    </Button>
  );
}
