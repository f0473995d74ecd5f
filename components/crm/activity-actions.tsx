"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api";
import { failureDescription } from "@/components/crm/form-errors";
import { toast } from "@/lib/use-toast";

/** Complete or cancel a pending activity (PATCH /api/crm/activities/[id]). */
export function ActivityActions({ id, subject, status }: { id: number; subject: string; status: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (status !== "pending") return null;
  const set = async (next: "completed" | "cancelled") => {
    setBusy(true);
    try {
      await apiRequest("PATCH", `/api/crm/activities/${id}`, { status: next });
      toast({ title: next === "completed" ? "Activity completed" : "Activity cancelled" });
      router.refresh();
    } catch (e) {
      toast({ title: "Could not update the activity", description: failureDescription(e), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex gap-1">
      <Button size="sm" variant="outline" disabled={busy} onClick={() => set("completed")} aria-label={`Complete ${subject}`}>
        Complete
      </Button>
      <Button size="sm" variant="ghost" disabled={busy} onClick={() => set("cancelled")} aria-label={`Cancel ${subject}`}>
        Cancel
      </Button>
    </span>
  );
}
