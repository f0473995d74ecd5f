"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import type { StaffUser } from "@/components/crm/owner-select";
import { assignLeadAction } from "@/lib/crm/leads/actions";

/** Admins assign or reassign a lead (a server action); the agent gets an e-mail and the audit log records it. */
export function AssignLeadSelect({ leadId, name, assignedTo, users, autoFocus }: { leadId: number; name: string; assignedTo: number | null; users: StaffUser[]; autoFocus?: boolean }) {
  const { state, pending, formProps } = useActionForm(assignLeadAction, { errorTitle: "Could not assign the lead" });
  return (
    <form {...formProps} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="leadId" value={leadId} />
      <NativeSelect name="assignedTo" aria-label={`Assign ${name} to`} wrapperClassName="w-44" className="h-9" defaultValue={assignedTo ?? ""} key={assignedTo ?? "none"} autoFocus={autoFocus}>
        <NativeSelectOption value="">Unassigned</NativeSelectOption>
        {users.map((u) => (
          <NativeSelectOption key={u.id} value={u.id}>
            {u.username}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <button type="submit" className={buttonVariants({ size: "sm", variant: "outline" })} disabled={pending}>
        {pending ? "Assigning..." : "Assign"}
      </button>
      <FormMessage state={state} className="basis-full" />
    </form>
  );
}
