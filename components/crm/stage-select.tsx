"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { apiRequest } from "@/lib/client/api";
import { stageLabel } from "@/lib/crm/format";
import { failureDescription } from "@/components/crm/form-errors";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { stageColorClass } from "@/components/crm/stage-colors";

export type StageOption = { value: string; label: string };

/** PATCH /api/crm/opportunities/[id]/stage: the one client call behind the select and the board. */
export async function moveOpportunity(id: number, stage: string): Promise<void> {
  await apiRequest("PATCH", `/api/crm/opportunities/${id}/stage`, { stage });
}

/**
 * The stage of one opportunity as a select (the keyboard way to move a deal; the board's drag is
 * the pointer way). Coloured like the stage badge.
 */
export function StageSelect({ id, name, stage, stages, onMoved }: { id: number; name: string; stage: string; stages: readonly StageOption[]; onMoved?: (stage: string) => void }) {
  const router = useRouter();
  const [value, setValue] = useState(stage);
  const [busy, setBusy] = useState(false);
  return (
    <NativeSelect
      aria-label={`Stage of ${name}`}
      wrapperClassName="w-40"
      className={cn("h-8 py-0 text-xs font-medium capitalize", stageColorClass(value))}
      value={value}
      disabled={busy}
      onChange={async (e) => {
        const next = e.target.value;
        const previous = value;
        setValue(next);
        setBusy(true);
        try {
          await moveOpportunity(id, next);
          toast({ title: "Stage updated", description: `${name} moved to ${stageLabel(next)}` });
          onMoved?.(next);
          router.refresh();
        } catch (err) {
          setValue(previous);
          toast({ title: "Could not change the stage", description: failureDescription(err), variant: "destructive" });
        } finally {
          setBusy(false);
        }
      }}
    >
      {stages.map((s) => (
        <NativeSelectOption key={s.value} value={s.value}>
          {stageLabel(s.value)}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}
