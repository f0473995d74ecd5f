"use client";

import { useActionState, useState, useTransition } from "react";
import { unstable_rethrow } from "next/navigation";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { buttonVariants } from "@/components/ui/button-variants";
import { NO_ANSWER } from "@/components/forms/use-action-form";
import { moveOpportunityAction } from "@/lib/crm/opportunities/actions";
import { failed, IDLE, type ActionState } from "@/lib/forms/action-state";
import { stageLabel } from "@/lib/crm/format";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { stageColorClass } from "@/components/crm/stage-colors";

export type StageOption = { value: string; label: string };

/** The one call behind the select and the board: the stage-move server action (a failed call is an answer too). */
export async function moveOpportunity(id: number, stage: string): Promise<ActionState> {
  const form = new FormData();
  form.set("opportunityId", String(id));
  form.set("stage", stage);
  try {
    return await moveOpportunityAction(IDLE, form);
  } catch (e) {
    unstable_rethrow(e);
    return failed(NO_ANSWER);
  }
}

/** Toasts a move's answer: "Stage updated" with what moved where, or why it did not. */
export function announceMove(answer: ActionState): void {
  if (answer.status === "success") toast({ title: "Stage updated", description: answer.message });
  else toast({ title: "Could not change the stage", description: answer.message, variant: "destructive" });
}

/**
 * The stage of one opportunity as a select (the keyboard way to move a deal; the board's drag is
 * the pointer way), coloured like the stage badge. With JavaScript a change saves at once (undone if
 * the server refuses); without it, the select and a Move button are a form posting the same action.
 */
export function StageSelect({ id, name, stage, stages, onMoved }: { id: number; name: string; stage: string; stages: readonly StageOption[]; onMoved?: (stage: string) => void }) {
  const [value, setValue] = useState(stage);
  const [busy, startTransition] = useTransition();
  const [, dispatch] = useActionState(moveOpportunityAction, IDLE);
  return (
    <form action={dispatch} className="flex items-center gap-1">
      <input type="hidden" name="opportunityId" value={id} />
      <NativeSelect
        name="stage"
        aria-label={`Stage of ${name}`}
        wrapperClassName="w-40"
        className={cn("h-8 py-0 text-xs font-medium capitalize", stageColorClass(value))}
        value={value}
        disabled={busy}
        onChange={(e) => {
          const next = e.target.value;
          const previous = value;
          setValue(next);
          startTransition(async () => {
            const answer = await moveOpportunity(id, next);
            announceMove(answer);
            if (answer.status === "success") onMoved?.(next);
            else setValue(previous);
          });
        }}
      >
        {stages.map((s) => (
          <NativeSelectOption key={s.value} value={s.value}>
            {stageLabel(s.value)}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <noscript>
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={`Move ${name}`}>
          Move
        </button>
      </noscript>
    </form>
  );
}
