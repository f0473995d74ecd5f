"use client";

import { useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Label } from "@/components/ui/label";
import { IMPORT_LIMITS } from "@/lib/constants";
import { IMPORT_KINDS, type ImportKindValue } from "@/lib/imports/fields";

const MB = 1024 * 1024;
/** The server's own words for a file past the limit (lib/imports/upload.ts), said before a byte is sent. */
const TOO_LARGE = `The file is larger than ${IMPORT_LIMITS.maxBytes / MB} MB, the most one import takes. Split it into smaller files (at most ${IMPORT_LIMITS.maxRows.toLocaleString("en-US")} rows each) and import each one.`;

type State = { phase: "idle" } | { phase: "sending"; sent: number; total: number } | { phase: "reading" } | { phase: "error"; message: string };

/**
 * Step 1: what the file holds and the file itself. The file is sent as it is (not as a form) to
 * POST /api/imports with the upload's progress; the server reads it, and the mapping screen opens.
 */
export function UploadForm() {
  const router = useRouter();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ImportKindValue>("leads");
  const [state, setState] = useState<State>({ phase: "idle" });
  const busy = state.phase === "sending" || state.phase === "reading";

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setState({ phase: "error", message: "Choose a CSV file first." });
    if (file.size > IMPORT_LIMITS.maxBytes) return setState({ phase: "error", message: TOO_LARGE });
    if (file.size === 0) return setState({ phase: "error", message: "The file is empty. Export your records as CSV with a header row (First Name, Last Name, Email…) and upload that." });
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/imports?kind=${kind}&name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader("Content-Type", "text/csv");
    xhr.upload.onprogress = (p) => setState(p.loaded >= p.total ? { phase: "reading" } : { phase: "sending", sent: p.loaded, total: p.total });
    xhr.onerror = () => setState({ phase: "error", message: "The upload did not reach the server. Check your connection and try again." });
    xhr.onload = () => {
      let body: { id?: number; url?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status === 201 && body.url) {
        router.push(body.url);
        return;
      }
      setState({ phase: "error", message: body.error ?? `The upload failed (${xhr.status}). Please try again.` });
    };
    setState({ phase: "sending", sent: 0, total: file.size });
    xhr.send(file);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" aria-describedby={`${id}-limits`}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">The file holds</legend>
        {IMPORT_KINDS.map((k) => (
          <label key={k.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="kind" value={k.value} checked={kind === k.value} onChange={() => setKind(k.value)} disabled={busy} className="size-4 accent-primary" />
            {k.label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>CSV file</Label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          name="file"
          type="file"
          accept=".csv,.txt,.tsv,text/csv,text/plain"
          disabled={busy}
          onChange={() => setState({ phase: "idle" })}
          className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium"
        />
        <p id={`${id}-limits`} className="text-sm text-muted-foreground">
          Up to {IMPORT_LIMITS.maxBytes / MB} MB or {IMPORT_LIMITS.maxRows.toLocaleString("en-US")} rows, with a header row. UTF-8 or Windows (Excel) encoding; comma or semicolon separated.
        </p>
      </div>
      {state.phase === "sending" && (
        <div className="grid gap-1" role="status" aria-live="polite">
          <Progress value={state.sent} max={state.total} aria-label="Upload progress" />
          <p className="text-sm text-muted-foreground">
            Uploading… {Math.round(state.sent / MB)} of {Math.max(1, Math.round(state.total / MB))} MB
          </p>
        </div>
      )}
      {state.phase === "reading" && (
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          Reading the file…
        </p>
      )}
      {state.phase === "error" && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Uploading..." : "Upload and map columns"}
        </Button>
      </div>
    </form>
  );
}
