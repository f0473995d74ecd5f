import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export type Counter = { label: string; value: number | null; caption: string };

/** The dashboard's four counters; '...' while their list loads. */
export function DashboardCounters({ counters }: { counters: Counter[] }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {counters.map((c) => (
        <Card key={c.label} className="gap-2 py-5">
          <CardHeader className="px-5">
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              {c.label}
            </CardTitle>
          </CardHeader>
          <CardContent className="px-5">
            <p className="text-3xl font-bold tabular-nums">{c.value === null ? "..." : c.value.toLocaleString("en-US")}</p>
            <p className="mt-1 text-xs text-muted-foreground">{c.caption}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
