"use client";

import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { copyToClipboard } from "@/lib/client/clipboard";

/** The webhook signing secret, shown once after the save that made it, with Copy and the warning. */
export function SecretOnce({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <section role="alert" aria-labelledby="secret-title" className="grid gap-2 rounded-md border border-warning/50 bg-warning/10 p-4 text-sm" data-testid="webhook-secret">
      <h2 id="secret-title" className="font-semibold">
        Your webhook signing secret
      </h2>
      <p>
        Copy it now and keep it in your system: <strong>it will not be shown again.</strong> Every delivery is signed with it (Standard
        Webhooks: the webhook-id, webhook-timestamp and webhook-signature headers).
      </p>
      <code className="block break-all rounded bg-background p-2" data-testid="webhook-secret-value">
        {secret}
      </code>
      <div>
        <button
          type="button"
          className={buttonVariants({ variant: "outline", size: "sm" })}
          onClick={async () => {
            try {
              await copyToClipboard(secret);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? "Copied" : "Copy secret"}
        </button>
      </div>
    </section>
  );
}
