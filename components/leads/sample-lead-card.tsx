import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ValidationResultView } from "@/components/leads/validation-result-view";
import type { ValidationResult } from "@/lib/client/leads";
import type { SampleLead } from "@/lib/verification/sample-leads";

export type SampleRunState = { status: "idle" } | { status: "running" } | { status: "done"; result: ValidationResult };

/** One built-in sample lead: its details, 'Test This Lead' and, once tested, its result. */
export function SampleLeadCard({
  sample,
  run,
  busy,
  onTest,
}: {
  sample: SampleLead;
  run: SampleRunState;
  busy: boolean;
  onTest: () => void;
}) {
  return (
    <Card aria-busy={run.status === "running"} data-sample={sample.fullName}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{sample.fullName}</CardTitle>
          <Badge variant={sample.expectedValid ? "success" : "destructive"}>Expected: {sample.expectedValid ? "Valid" : "Invalid"}</Badge>
        </div>
        <CardDescription>{sample.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Agency</dt>
          <dd>{sample.agencyName}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">{sample.email}</dd>
          <dt className="text-muted-foreground">Phone</dt>
          <dd>{sample.phone}</dd>
          <dt className="text-muted-foreground">Lead type</dt>
          <dd className="capitalize">{sample.leadType}</dd>
          <dt className="text-muted-foreground">Address</dt>
          <dd>{sample.address}</dd>
        </dl>
        {run.status === "done" && <ValidationResultView result={run.result} expectedValid={sample.expectedValid} />}
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={onTest} disabled={busy}>
          {run.status === "running" && <Spinner label={null} />}
          Test This Lead
        </Button>
      </CardFooter>
    </Card>
  );
}
