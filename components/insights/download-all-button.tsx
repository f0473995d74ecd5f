"use client";

import { DownloadIcon } from "@/components/icons/download";
import { buttonVariants } from "@/components/ui/button-variants";
import { usePremium } from "@/components/insights/use-premium";
import { showToast as toast } from "@/lib/client/lazy-toast";

export type DownloadEntry = { id: string; heading: string; prefix?: string };

/**
 * Download All Templates: subscribers get one text file with every template; everyone else gets the
 * Premium Feature toast (the Upgrade buttons on the page lead to the upgrade).
 */
export function DownloadAllButton({ label, entries }: { label: string; entries: DownloadEntry[] }) {
  const premium = usePremium();

  const onClick = () => {
    if (premium.status !== "unlocked") {
      toast({
        title: "Premium Feature",
        description: "Upgrade to premium to download all marketing templates.",
        variant: "destructive",
      });
      return;
    }
    const text = entries
      .map((e) => `=== ${e.heading} ===\n\n${e.prefix ?? ""}${premium.items[e.id] ?? ""}`)
      .join("\n\n\n");
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "marketing-templates.txt";
    document.body.appendChild(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
    toast({ title: "Download started", description: "All templates are in marketing-templates.txt." });
  };

  return (
    <button type="button" className={buttonVariants({ size: "lg", variant: "outline" })} onClick={onClick}>
      <DownloadIcon aria-hidden="true" />
      {label}
    </button>
  );
}
