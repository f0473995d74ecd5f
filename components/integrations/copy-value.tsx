"use client";

import { useEffect, useRef, useState } from "react";
import { CheckIcon, CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { copyToClipboard } from "@/lib/client/clipboard";
import { COPY_MARKER_MS } from "@/lib/constants";
import { toast } from "@/lib/use-toast";

/**
 * A value to paste elsewhere (a webhook URL, a payload) with a copy button: "Copied to clipboard"
 * and a check icon for COPY_MARKER_MS (2 seconds).
 */
export function CopyValue({ value, label, multiline = false }: { value: string; label: string; multiline?: boolean }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyToClipboard(value);
    } catch {
      toast({ title: "Copy failed", description: "Select the text and copy it manually.", variant: "destructive" });
      return;
    }
    toast({ title: "Copied to clipboard" });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_MARKER_MS);
  };

  return (
    <div className="flex items-start gap-2">
      {multiline ? (
        <pre className="relative min-w-0 flex-1 overflow-x-auto rounded-md border bg-muted px-3 py-2 text-xs" aria-label={label} tabIndex={0}>
          {value}
        </pre>
      ) : (
        <code className="min-w-0 flex-1 truncate rounded-md border bg-muted px-3 py-2 text-sm" aria-label={label} title={value}>
          {value}
        </code>
      )}
      <Button type="button" variant="outline" size="icon" onClick={copy} aria-label={copied ? `Copied: ${label}` : `Copy ${label}`} data-copied={copied || undefined}>
        {copied ? <CheckIcon aria-hidden="true" className="text-success" /> : <CopyIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}
