"use client";

import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { changeLeadStatusAction } from "@/lib/crm/leads/actions";
import { fieldError, type ActionState } from "@/lib/forms/action-state";
import { LEAD_STATUSES } from "@/lib/constants";

/** The select and (for lost) the reason; the reason field shows as soon as Lost is picked. */
function StatusFields({ leadId, initial, lostReason, state }: { leadId: number; initial: string; lostReason: string; state: ActionState }) {
  const [chosen, setChosen] = useState(initial);
  return (
    <>
      <Field label="Lead status" htmlFor={`lead-${leadId}-status`} error={fieldError(state, "status")}>
        <NativeSelect name="status" defaultValue={initial} onChange={(e) => setChosen(e.target.value)}>
          {LEAD_STATUSES.map((s) => (
            <NativeSelectOption key={s.value} value={s.value}>
              {s.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      {chosen === "lost" && (
        <Field label="Why was it lost?" htmlFor={`lead-${leadId}-lost-reason`} error={fieldError(state, "lostReason")} required>
          <Input name="lostReason" maxLength={500} defaultValue={lostReason} placeholder="Bought from another agency" />
        </Field>
      )}
    </>
  );
}

/**
 * The lead's status: new → contacted → qualified → converted, or lost with a reason. Saving is
 * audited and sends the mapped Meta event. A real form: it works before JavaScript has loaded. The
 * fields are mounted afresh after every answer (and when the stored status changes), so they show
 * what was sent after an error and the saved status after a success.
 */
export function LeadStatusForm({ leadId, status, lostReason }: { leadId: number; status: string; lostReason: string | null }) {
  const { state, pending, formProps } = useActionForm(changeLeadStatusAction, { errorTitle: "Could not change the status" });
  const echoed = state.status === "error" ? state.values : undefined;
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h2">Status</CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <form {...formProps} className="grid gap-3" aria-label="Change the status">
          <input type="hidden" name="leadId" value={leadId} />
          <StatusFields
            key={`${state.at ?? 0}-${status}`}
            leadId={leadId}
            state={state}
            initial={(echoed?.status as string | undefined) ?? status}
            lostReason={(echoed?.lostReason as string | undefined) ?? lostReason ?? ""}
          />
          <button type="submit" className={buttonVariants({ size: "sm" })} disabled={pending}>
            {pending ? "Saving..." : "Save status"}
          </button>
          <FormMessage state={state} />
        </form>
      </CardContent>
    </Card>
  );
}
