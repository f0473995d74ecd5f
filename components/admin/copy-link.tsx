"use client";

import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { copyToClipboard } from "@/lib/client/clipboard";

/** A secret link shown once, selectable, with a Copy button. */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
      <p className="font-medium">{label} (shown once):</p>
      <code className="block break-all rounded bg-background p-2" data-testid="one-time-link">
        {link}
      </code>
      <div>
        <button
          type="button"
          className={buttonVariants({ variant: "outline", size: "sm" })}
          onClick={async () => {
            try {
              await copyToClipboard(link);
              setCopied(true);
              setTimeout(() => setCopied(false), 2000);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? "Copied" : "Copy link"}
        </button>
      </div>
    </div>
  );
}
