"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { apiRequest, ApiError } from "@/lib/client/api";
import { STAGE_TESTER } from "@/lib/constants";
import { toast } from "@/lib/use-toast";
import { StageReference, type StagesData } from "@/components/integrations/stage-reference";
import { StageResultCard, type StageEvent, type StageResult } from "@/components/integrations/stage-result-card";
import { useSiteOrigin } from "@/components/integrations/use-site-origin";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The CRM stage-change tester (crm-and-integrations.md §2, §5, §8). */
export function StageTester({ fallbackOrigin }: { fallbackOrigin: string }) {
  const origin = useSiteOrigin(fallbackOrigin);
  const [leadId, setLeadId] = useState<string>(STAGE_TESTER.defaultLeadId);
  const [newStage, setNewStage] = useState("");
  const [previousStage, setPreviousStage] = useState("");
  const [stageValue, setStageValue] = useState("");
  const [eventTime, setEventTime] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StageResult | null>(null);
  const [stages, setStages] = useState<StagesData | null>(null);
  const [clock, setClock] = useState<number | null>(null);

  useEffect(() => {
    apiRequest<{ success: boolean; data: StagesData }>("GET", "/api/crm/stages")
      .then((res) => setStages(res.data))
      .catch((e: unknown) => console.error("Could not load the stage mappings", e));
    const tick = () => setClock(nowSeconds());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);

  const stageOptions = [...new Set([...STAGE_TESTER.stages, ...Object.keys(stages?.mappings ?? {})])];
  const leadIdError = leadId.trim() && !/^\d+$/.test(leadId.trim()) ? "Lead ID must be a whole number" : undefined;
  const canTrigger = !busy && leadId.trim() !== "" && newStage !== "" && !leadIdError;

  const trigger = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!canTrigger) return;
    setBusy(true);
    const body: Record<string, unknown> = { lead_id: parseInt(leadId, 10), new_stage: newStage, event_time: eventTime.trim() ? parseInt(eventTime, 10) : nowSeconds() };
    if (previousStage.trim()) body.previous_stage = previousStage.trim();
    if (stageValue.trim()) body.stage_value = parseFloat(stageValue);
    try {
      const res = await apiRequest<{ success: boolean; error: string | null; stageEvent: StageEvent; eventId?: string; delivery?: string; warning?: string | null }>("POST", "/api/crm/stage-change", body);
      setResult({ ok: true, stageEvent: res.stageEvent, eventId: res.eventId, delivery: res.delivery, warning: res.warning });
      toast({ title: "Stage Change Tracked", description: `Lead moved to ${newStage} - Facebook event sent` });
    } catch (err) {
      if (err instanceof ApiError) {
        const message = err.serverMessage ?? err.message;
        setResult({ ok: false, error: message });
        toast({ title: "Stage Change Failed", description: message, variant: "destructive" });
      } else {
        setResult({ ok: false, error: "Network error" });
        toast({ title: "Test Failed", description: "Could not trigger stage change", variant: "destructive" });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Trigger a stage change</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={trigger} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Lead ID" htmlFor="stage-lead-id" required error={leadIdError}>
              <Input value={leadId} onChange={(e) => setLeadId(e.target.value)} inputMode="numeric" />
            </Field>
            <Field label="New CRM Stage" htmlFor="stage-new" required>
              <NativeSelect value={newStage} onChange={(e) => setNewStage(e.target.value)}>
                <NativeSelectOption value="">Select a stage</NativeSelectOption>
                {stageOptions.map((s) => (
                  <NativeSelectOption key={s} value={s}>
                    {s}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Previous Stage (optional)" htmlFor="stage-previous">
              <Input value={previousStage} onChange={(e) => setPreviousStage(e.target.value)} placeholder="e.g. lead_qualified" />
            </Field>
            <Field label="Stage Value (optional)" htmlFor="stage-value" description="Dollars; blank uses the stage's default value.">
              <Input value={stageValue} onChange={(e) => setStageValue(e.target.value)} type="number" min={0} step="0.01" />
            </Field>
            <Field label="Event Time (optional)" htmlFor="stage-time" description={`UNIX seconds; blank means now. Current UNIX time: ${clock ?? "…"}`} className="sm:col-span-2">
              {(p) => (
                <div className="flex gap-2">
                  <Input {...p} value={eventTime} onChange={(e) => setEventTime(e.target.value)} inputMode="numeric" />
                  <Button type="button" variant="outline" onClick={() => setEventTime(String(nowSeconds()))}>
                    Now
                  </Button>
                </div>
              )}
            </Field>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={!canTrigger}>
                {busy ? "Triggering..." : "Trigger Stage Change"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {result && <StageResultCard result={result} />}
      <StageReference data={stages} origin={origin} />
    </div>
  );
}
