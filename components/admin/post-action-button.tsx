"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { apiRequest, ApiError } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";

/** A button that POSTs to an admin endpoint, confirms with a toast and refreshes the page's data. */
export function PostActionButton({
  url,
  label,
  busyLabel,
  done,
  body = {},
  ...props
}: { url: string; label: string; busyLabel: string; done: string; body?: unknown } & Omit<ButtonProps, "onClick">) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await apiRequest("POST", url, body);
      toast({ title: done });
      router.refresh();
    } catch (e) {
      toast({ title: "That did not work", description: e instanceof ApiError ? e.serverMessage : "Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={run} disabled={busy} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
