import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyValue } from "@/components/integrations/copy-value";

export type StagesData = {
  mappings: Record<string, { facebook_event: string; default_value: number }>;
  usage: { description: string; required_fields: string[]; optional_fields: string[]; event_time_note: string };
};

/** The stage → event mappings with default dollar values, the fields and note from the server, and API examples. */
export function StageReference({ data, origin }: { data: StagesData | null; origin: string }) {
  const example = `curl -X POST ${origin}/api/crm/stage-change \\
  -H "Content-Type: application/json" \\
  -H "Cookie: <an admin's session cookie>" \\
  -d '{"lead_id": 123, "new_stage": "policy_sold", "previous_stage": "proposal_sent", "stage_value": 500}'`;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Stage mappings</CardTitle>
        </CardHeader>
        <CardContent>
          {data ? (
            <ul className="divide-y text-sm" aria-label="Stage mappings">
              {Object.entries(data.mappings).map(([stage, m]) => (
                <li key={stage} className="flex items-center justify-between gap-3 py-2">
                  <code>{stage}</code>
                  <span>
                    {m.facebook_event} · <span className="text-muted-foreground">${m.default_value.toLocaleString("en-US")} default</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Loading...</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">API usage</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          {data && (
            <>
              <p>{data.usage.description}</p>
              <p>
                <span className="font-medium">Required:</span> {data.usage.required_fields.join(", ")}
              </p>
              <p>
                <span className="font-medium">Optional:</span> {data.usage.optional_fields.join(", ")}
              </p>
              <p className="text-muted-foreground">{data.usage.event_time_note}</p>
            </>
          )}
          <CopyValue value={example} label="API example" multiline />
          <CopyValue value={`curl ${origin}/api/crm/stages -H "Cookie: <an admin's session cookie>"`} label="Stage list example" multiline />
        </CardContent>
      </Card>
    </div>
  );
}
