"use client";

import { Button } from "@/components/ui/button";

export type PageErrorProps = { error: Error & { digest?: string }; retry: () => void };

/**
 * A staff or account page that failed on the server (a database blip, a bug): said plainly inside the
 * site's header and staff bar, with Try again (Next's retry: the page is fetched and rendered again).
 * The server's message never reaches the browser; its digest is the reference that finds the error in
 * the server's log.
 */
export function PageError({ error, retry }: PageErrorProps) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">This page could not be loaded. Please try again.</p>
      {error.digest && (
        <p className="text-sm text-muted-foreground">
          If it keeps happening, tell us this reference: <code className="font-mono">{error.digest}</code>
        </p>
      )}
      <Button type="button" onClick={() => retry()}>
        Try again
      </Button>
    </section>
  );
}
