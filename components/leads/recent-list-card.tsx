import * as React from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { RemoteList } from "@/components/leads/use-remote-list";

export type RecentListCardProps<T> = {
  title: string;
  state: RemoteList<T>;
  loadingText: string;
  emptyText: string;
  errorText: string;
  onRetry: () => void;
  renderRow: (row: T) => React.ReactNode;
};

/** A dashboard card listing recent rows, with its loading, empty and failed states. */
export function RecentListCard<T>({ title, state, loadingText, emptyText, errorText, onRetry, renderRow }: RecentListCardProps<T>) {
  return (
    <Card aria-busy={state.status === "loading"}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {state.status === "loading" && (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground" role="status">
              {loadingText}
            </p>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        )}
        {state.status === "error" && (
          <Alert variant="destructive">
            <AlertTitle>{errorText}</AlertTitle>
            <AlertDescription>
              <Button variant="outline" size="sm" onClick={onRetry} className="mt-2">
                Retry
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {state.status === "ready" && state.rows.length === 0 && <p className="py-6 text-center text-muted-foreground">{emptyText}</p>}
        {state.status === "ready" && state.rows.length > 0 && <ul className="grid gap-3">{state.rows.map(renderRow)}</ul>}
      </CardContent>
    </Card>
  );
}
