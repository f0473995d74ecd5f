"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, ApiError } from "@/lib/client/api";
import { META_TEST_EVENTS } from "@/lib/constants";
import { toast } from "@/lib/use-toast";
import { ConnectionResultView } from "@/components/integrations/connection-result";
import { useConnectionTest } from "@/components/integrations/use-connection-test";

/** /facebook-test: check the connection and send one test Lead event (lead test_123), then refresh the ledger. */
export function FacebookStatusActions() {
  const router = useRouter();
  const connection = useConnectionTest({ successDescription: "Facebook API is working correctly", networkError: "Network error - could not reach server" });
  const [sending, setSending] = useState(false);
  const busy = sending || connection.testing;

  const sendTest = async () => {
    setSending(true);
    try {
      const res = await apiRequest<{ success: boolean; error: string | null }>("POST", "/api/facebook/conversions", { event_name: "Lead", lead_id: META_TEST_EVENTS.testPageLeadId });
      if (res.success) toast({ title: "Event Sent Successfully", description: "Facebook received the conversion event" });
      else toast({ title: "Lead Event Failed", description: res.error ?? "Could not send conversion event", variant: "destructive" });
    } catch (e) {
      toast({ title: "Lead Event Failed", description: e instanceof ApiError ? (e.serverMessage ?? e.message) : "Could not send conversion event", variant: "destructive" });
    } finally {
      setSending(false);
      router.refresh();
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={connection.run} disabled={busy}>
          {connection.testing ? "Testing Connection..." : "Test Connection"}
        </Button>
        <Button type="button" variant="outline" onClick={sendTest} disabled={busy}>
          {sending ? "Sending..." : "Send Test Lead Event"}
        </Button>
      </div>
      {connection.result && <ConnectionResultView result={connection.result} />}
    </div>
  );
}
