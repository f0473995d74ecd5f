"use client";

import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { FormMessage } from "@/components/forms/form-message";
import { shown, useActionForm } from "@/components/forms/use-action-form";
import { AccountPicker, type AccountOption } from "@/components/crm/account-picker";
import { OwnerSelect, type StaffUser } from "@/components/crm/owner-select";
import { CRM_FORM_DEFAULTS } from "@/lib/constants";
import { createOpportunityAction, updateOpportunityAction } from "@/lib/crm/opportunities/actions";
import { opportunityEditSchema, opportunitySchema } from "@/lib/schemas/crm-opportunity";
import { fieldError } from "@/lib/forms/action-state";
import { stageLabel } from "@/lib/crm/format";

export type EditableOpportunity = { id: number; name: string; stage: string; amount: string | null; probability: number; closeDate: string | null; description: string | null; account: AccountOption };

export type OpportunityFormProps = {
  stages: readonly { value: string; label: string }[];
  users: StaffUser[] | null;
  /** The account the deal belongs to (from its account page): fixed, no picker. */
  account?: AccountOption;
  /** The first accounts for the picker, read on the server (the form's own page). */
  accounts?: AccountOption[];
  opportunity?: EditableOpportunity;
  onDone?: () => void;
  standalone?: boolean;
};

/**
 * The opportunity form, in the Add/Edit Opportunity dialog or as a page of its own (`standalone`,
 * without JavaScript). Posts to a server action validated by the shared schema (checked here first).
 * Success: "Opportunity created successfully", the dialog closes, lists and stats refresh; on its
 * own page the deal's account opens. Failure: "Failed to create opportunity".
 */
export function OpportunityForm({ stages, users, account, accounts, opportunity, onDone, standalone = false }: OpportunityFormProps) {
  const editing = !!opportunity;
  const { state, pending, formProps } = useActionForm(editing ? updateOpportunityAction : createOpportunityAction, {
    schema: editing ? opportunityEditSchema : opportunitySchema,
    errorTitle: editing ? "Failed to update opportunity" : "Failed to create opportunity",
    onSuccess: onDone,
  });
  const value = (name: string, fallback: string | number | null | undefined) => shown(state, name, fallback);
  const error = (name: string) => fieldError(state, name);
  const id = (name: string) => `${editing ? `edit-opportunity-${opportunity.id}` : "new-opportunity"}-${name}`;
  const fixed = opportunity?.account ?? account;

  return (
    <form {...formProps} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {opportunity && <input type="hidden" name="opportunityId" value={opportunity.id} />}
      {standalone && <input type="hidden" name="then" value="open" />}
      <Field label="Name" htmlFor={id("name")} error={error("name")} required className="sm:col-span-2">
        <Input name="name" placeholder="e.g. Home + auto bundle" defaultValue={value("name", opportunity?.name)} />
      </Field>
      <Field label="Account" htmlFor={id("account")} error={error("accountId")} required className="sm:col-span-2">
        {(p) => <AccountPicker fixed={fixed} initial={accounts} selectProps={{ ...p, name: "accountId", defaultValue: value("accountId", fixed?.id) }} />}
      </Field>
      <Field label="Stage" htmlFor={id("stage")} error={error("stage")}>
        <NativeSelect name="stage" className="capitalize" defaultValue={value("stage", opportunity?.stage ?? CRM_FORM_DEFAULTS.opportunityStage)}>
          {stages.map((s) => (
            <NativeSelectOption key={s.value} value={s.value}>
              {stageLabel(s.value)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Amount" htmlFor={id("amount")} error={error("amount")} description="In dollars">
        <Input name="amount" inputMode="decimal" placeholder="e.g. 2450" defaultValue={value("amount", opportunity?.amount)} />
      </Field>
      <Field label="Probability (%)" htmlFor={id("probability")} error={error("probability")}>
        <Input type="number" name="probability" min={0} max={100} step={1} defaultValue={value("probability", opportunity?.probability ?? CRM_FORM_DEFAULTS.opportunityProbability)} />
      </Field>
      <Field label="Close Date" htmlFor={id("close")} error={error("closeDate")}>
        <Input type="date" name="closeDate" defaultValue={value("closeDate", opportunity?.closeDate)} />
      </Field>
      {users && (
        <Field label="Owner" htmlFor={id("owner")} error={error("assignedTo")}>
          <OwnerSelect name="assignedTo" users={users} defaultLabel={editing ? "Keep the current owner" : "The account's owner"} defaultValue={value("assignedTo", "")} />
        </Field>
      )}
      <Field label="Description" htmlFor={id("description")} error={error("description")} className="sm:col-span-2">
        <Textarea name="description" rows={3} defaultValue={value("description", opportunity?.description)} />
      </Field>
      <FormMessage state={state} className="sm:col-span-2" />
      <DialogFooter className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? (editing ? "Saving..." : "Creating...") : editing ? "Save Changes" : "Create Opportunity"}
        </Button>
      </DialogFooter>
    </form>
  );
}
