import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export type StageEvent = { event_name: string; event_time: number; action_source: string; lead_id: number; new_stage: string; stage_value: number };
export type StageResult =
  | { ok: true; stageEvent: StageEvent; eventId?: string; delivery?: string; warning?: string | null }
  | { ok: false; error: string };

/** The tester's result: the event sent, or a Failed badge with the error. */
export function StageResultCard({ result }: { result: StageResult }) {
  return (
    <Card aria-live="polite" data-testid="stage-result">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2">Result</CardTitle>
        {result.ok ? <Badge variant="success">Success</Badge> : <Badge variant="destructive">Failed</Badge>}
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {result.ok ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">event_name</dt>
              <dd className="font-medium">{result.stageEvent.event_name}</dd>
              <dt className="text-muted-foreground">event_time</dt>
              <dd>
                {result.stageEvent.event_time} <span className="text-muted-foreground">({new Date(result.stageEvent.event_time * 1000).toISOString()})</span>
              </dd>
              <dt className="text-muted-foreground">action_source</dt>
              <dd>{result.stageEvent.action_source}</dd>
              <dt className="text-muted-foreground">lead_id</dt>
              <dd>{result.stageEvent.lead_id}</dd>
              <dt className="text-muted-foreground">new_stage</dt>
              <dd>{result.stageEvent.new_stage}</dd>
              <dt className="text-muted-foreground">stage_value</dt>
              <dd>${result.stageEvent.stage_value.toLocaleString("en-US")}</dd>
              {result.eventId && (
                <>
                  <dt className="text-muted-foreground">event_id</dt>
                  <dd>
                    <code>{result.eventId}</code> {result.delivery && <Badge variant="outline">{result.delivery.replace("_", " ")}</Badge>}
                  </dd>
                </>
              )}
            </dl>
            {result.warning && <p className="rounded-md border border-warning/50 bg-warning/10 p-3">{result.warning}</p>}
          </>
        ) : (
          <p className="text-destructive">{result.error}</p>
        )}
      </CardContent>
    </Card>
  );
}
