"use client";

import { useEffect, useState } from "react";
import { CheckIcon } from "@/components/icons/check";
import { CopyIcon } from "@/components/icons/copy";
import { LockIcon } from "@/components/icons/lock";
import { buttonVariants } from "@/components/ui/button-variants";
import { copyToClipboard } from "@/lib/client/clipboard";
import { COPY_MARKER_MS } from "@/lib/island-constants";
import { preloadToast, showToast as toast } from "@/lib/client/lazy-toast";

export const PREMIUM_TOAST = {
  title: "Premium Feature",
  description: "Upgrade to premium to copy marketing content",
} as const;

/**
 * Copy to the clipboard with a "Copied!" toast naming the item; the copied marker clears after
 * COPY_MARKER_MS (2 s). When `locked`, nothing is copied and the Premium Feature toast shows instead.
 */
export function CopyButton({ text, name, locked = false }: { text: string; name: string; locked?: boolean }) {
  // Each copy bumps the count; the marker shows while the latest copy is younger than COPY_MARKER_MS,
  // counted from when it is on screen.
  const [copies, setCopies] = useState(0);
  const [cleared, setCleared] = useState(0);
  const copied = copies > cleared;
  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCleared(copies), COPY_MARKER_MS);
    return () => clearTimeout(timer);
  }, [copies]);

  const onClick = async () => {
    if (locked) {
      toast({ ...PREMIUM_TOAST, variant: "destructive" });
      return;
    }
    try {
      await copyToClipboard(text);
    } catch {
      toast({ title: "Copy failed", description: "Select the text and copy it manually.", variant: "destructive" });
      return;
    }
    toast({ title: "Copied!", description: `${name} copied to your clipboard.` });
    setCopies((n) => n + 1);
  };

  return (
    // A plain <button> with the button styles: this island is on every article and template page, and
    // <Button> would bring radix Slot and tailwind-merge with it.
    <button
      type="button"
      className={buttonVariants({ variant: copied ? "secondary" : "outline", size: "sm" })}
      onClick={onClick}
      onPointerEnter={preloadToast}
      onFocus={preloadToast}
      data-copied={copied || undefined}
      aria-label={`${copied ? "Copied" : "Copy"}: ${name}`}
    >
      {locked ? <LockIcon aria-hidden="true" /> : copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? "Copied" : "Copy"}
    </button>
  );
}
