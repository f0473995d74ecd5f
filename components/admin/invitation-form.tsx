"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { CopyLink } from "@/components/admin/copy-link";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { createInvitationAction, type InvitationState } from "@/lib/crm/agents/actions";
import { fieldError } from "@/lib/forms/action-state";
import { INVITATION_DAYS, ROLE_OPTIONS } from "@/lib/schemas/account";

/** Creates a single-use invitation link (role, validity, an optional note); the link is shown once. */
export function InvitationForm() {
  const { state, pending, formRef, formProps } = useActionForm<InvitationState>(createInvitationAction, {
    successTitle: "Invitation created",
    onSuccess: () => formRef.current?.reset(),
  });
  return (
    <div className="grid gap-4">
      <form {...formProps} className="grid grid-cols-1 gap-4 sm:grid-cols-[0.8fr_0.8fr_1.4fr_auto] sm:items-end">
        <Field label="Role" htmlFor="invitation-role" error={fieldError(state, "role")}>
          <NativeSelect name="role" defaultValue="agent">
            {ROLE_OPTIONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Link works for" htmlFor="invitation-days" error={fieldError(state, "validDays")}>
          <NativeSelect name="validDays" defaultValue="7">
            {INVITATION_DAYS.map((d) => (
              <option key={d} value={d}>
                {d === 1 ? "1 day" : `${d} days`}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Note (who it is for)" htmlFor="invitation-note" error={fieldError(state, "note")}>
          <Input name="note" placeholder="Maria Lopez, Round Rock office" maxLength={120} />
        </Field>
        <button type="submit" className={buttonVariants()} disabled={pending}>
          {pending ? "Creating..." : "Create invitation link"}
        </button>
        <FormMessage state={state} className="sm:col-span-4" />
      </form>
      {state.link && <CopyLink link={state.link} label="Invitation link" />}
    </div>
  );
}
