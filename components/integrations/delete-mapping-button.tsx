"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";

/** Removes a custom mapping: the stage falls back to its default, or is unmapped again. */
export function DeleteMappingButton({ id, stage }: { id: number; stage: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await apiRequest("DELETE", `/api/admin/stage-mappings/${id}`);
      toast({ title: "Mapping removed", description: stage });
      router.refresh();
    } catch {
      toast({ title: "Could not remove the mapping", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" size="sm" variant="ghost" onClick={remove} disabled={busy} aria-label={`Remove the custom mapping of ${stage}`}>
      {busy ? "Removing..." : "Remove"}
    </Button>
  );
}
