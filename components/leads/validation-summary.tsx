import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ValidationResult } from "@/lib/client/leads";

/** Totals over the tested samples: valid, invalid, average score (rounded) and flags. */
export function ValidationSummary({ results, matches }: { results: ValidationResult[]; matches: number }) {
  const valid = results.filter((r) => r.isValid).length;
  const average = results.length ? Math.round(results.reduce((sum, r) => sum + r.score, 0) / results.length) : 0;
  const flags = results.reduce((sum, r) => sum + r.flags.length, 0);
  const items = [
    { label: "Valid Leads", value: valid, className: "text-success" },
    { label: "Invalid Leads", value: results.length - valid, className: "text-destructive" },
    { label: "Average Score", value: average, className: "text-primary" },
    { label: "Total Flags", value: flags, className: "text-warning" },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Test Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {items.map((item) => (
            <div key={item.label} className="flex flex-col rounded-lg border p-4 text-center">
              <dt className="text-sm text-muted-foreground">{item.label}</dt>
              <dd className={`order-first text-3xl font-bold tabular-nums ${item.className}`}>{item.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">
          {matches} of {results.length} tested {results.length === 1 ? "lead matches" : "leads match"} the expected result.
        </p>
      </CardContent>
    </Card>
  );
}
