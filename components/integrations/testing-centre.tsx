"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest, ApiError } from "@/lib/client/api";
import { META_TEST_EVENTS } from "@/lib/constants";
import { toast } from "@/lib/use-toast";
import { ConnectionResultView } from "@/components/integrations/connection-result";
import { EventFlow } from "@/components/integrations/event-flow";
import { useConnectionTest } from "@/components/integrations/use-connection-test";

const EVENTS = [
  { name: "Lead", label: "Lead" },
  { name: "CompleteRegistration", label: "Registration" },
  { name: "Schedule", label: "Schedule" },
  { name: "Purchase", label: "Purchase" },
] as const;

type Row = { key: number; event: string; sent: boolean; error: string | null; eventId: string | null };
type ConversionAnswer = { success: boolean; error: string | null; result: { data?: { id?: string }[] } | null };

/** The API testing centre (crm-and-integrations.md §2, §8): connection test, four test events, results newest first. */
export function TestingCentre() {
  const connection = useConnectionTest({ successDescription: "Facebook API is working correctly", networkError: "Network error - could not reach server" });
  const [sending, setSending] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const busy = connection.testing || sending !== null;

  const send = async (event: string) => {
    setSending(event);
    const add = (row: Omit<Row, "key">) => setRows((prev) => [{ key: Date.now() + Math.random(), ...row }, ...prev]);
    try {
      const res = await apiRequest<ConversionAnswer>("POST", "/api/facebook/conversions", {
        event_name: event,
        lead_id: META_TEST_EVENTS.testingCentreLeadId,
        ...(event === "Purchase" ? { custom_value: META_TEST_EVENTS.purchaseValue } : {}),
      });
      const eventId = res.result?.data?.[0]?.id ?? null;
      add({ event, sent: res.success, error: res.success ? null : res.error, eventId });
      if (res.success) toast({ title: `${event} Event Sent`, description: "Facebook received the conversion event" });
      else toast({ title: `${event} Event Failed`, description: res.error ?? "Could not send conversion event", variant: "destructive" });
    } catch (e) {
      const message = e instanceof ApiError ? (e.serverMessage ?? e.message) : "Network error";
      add({ event, sent: false, error: message, eventId: null });
      toast({ title: `${event} Event Failed`, description: e instanceof ApiError ? message : "Could not send conversion event", variant: "destructive" });
    } finally {
      setSending(null);
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Connection test</CardTitle>
          <CardDescription>Reads your pixel with the server&apos;s credentials.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Button type="button" onClick={connection.run} disabled={busy}>
            {connection.testing ? "Testing Connection..." : "Test Connection"}
          </Button>
          {connection.result && <ConnectionResultView result={connection.result} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Test events</CardTitle>
          <CardDescription>
            Sent now for lead {META_TEST_EVENTS.testingCentreLeadId} (Purchase with ${META_TEST_EVENTS.purchaseValue}). Set FACEBOOK_TEST_EVENT_CODE on the server to see them under Events Manager → Test Events instead of your live data.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap gap-2">
            {EVENTS.map((e) => (
              <Button key={e.name} type="button" variant="outline" onClick={() => send(e.name)} disabled={busy}>
                {sending === e.name ? "Sending..." : e.label}
              </Button>
            ))}
          </div>
          <ul aria-label="Results" aria-live="polite" className="divide-y overflow-y-auto rounded-md border" style={{ maxHeight: `${META_TEST_EVENTS.resultsMaxHeightRem}rem` }}>
            {rows.length === 0 && <li className="p-3 text-sm text-muted-foreground">No test events sent yet.</li>}
            {rows.map((r) => (
              <li key={r.key} className="flex flex-wrap items-center gap-2 p-3 text-sm">
                <Badge variant="outline">{r.event}</Badge>
                {r.sent ? <Badge variant="success">sent</Badge> : <Badge variant="destructive">failed</Badge>}
                {r.error && <span className="min-w-0 break-words text-destructive">{r.error}</span>}
                <span className="ml-auto font-mono text-xs text-muted-foreground">{r.eventId ?? "Generated"}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Automated flow</CardTitle>
        </CardHeader>
        <CardContent>
          <EventFlow />
        </CardContent>
      </Card>
    </div>
  );
}
