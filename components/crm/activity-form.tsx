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
import { ACTIVITY_PRIORITIES, ACTIVITY_STATUSES, ACTIVITY_TYPES, CRM_FORM_DEFAULTS } from "@/lib/constants";
import { createActivityAction, updateActivityAction } from "@/lib/crm/activities/actions";
import { activityEditSchema, activitySchema } from "@/lib/schemas/crm-activity";
import { fieldError } from "@/lib/forms/action-state";
import { titleCase } from "@/lib/crm/format";
import { wallTimeOf } from "@/lib/crm/texas-time";

export type EditableActivity = { id: number; type: string; subject: string; description: string | null; status: string; priority: string; dueDate: string | null };

export type ActivityFormProps = {
  /** The account it belongs to (from its account page): fixed, no picker. */
  account?: AccountOption;
  /** The first accounts for the picker, read on the server (the form's own page). */
  accounts?: AccountOption[];
  /** The account's deals, to attach the activity to one. */
  opportunities?: { id: number; name: string }[];
  activity?: EditableActivity;
  onDone?: () => void;
  standalone?: boolean;
};

const options = (values: readonly string[]) =>
  values.map((v) => (
    <NativeSelectOption key={v} value={v}>
      {titleCase(v)}
    </NativeSelectOption>
  ));

/**
 * The activity form, in the New/Edit Activity dialog or as a page of its own (`standalone`, without
 * JavaScript). Posts to a server action validated by the shared schema (checked here first). The due
 * time is the agency's (Central) time, as every CRM page shows it. Success: "Activity created
 * successfully", lists refresh; failure: "Failed to create activity".
 */
export function ActivityForm({ account, accounts, opportunities, activity, onDone, standalone = false }: ActivityFormProps) {
  const editing = !!activity;
  const { state, pending, formProps } = useActionForm(editing ? updateActivityAction : createActivityAction, {
    schema: editing ? activityEditSchema : activitySchema,
    errorTitle: editing ? "Failed to update activity" : "Failed to create activity",
    onSuccess: onDone,
  });
  const value = (name: string, fallback: string | number | null | undefined) => shown(state, name, fallback);
  const error = (name: string) => fieldError(state, name);
  const id = (name: string) => `${editing ? `edit-activity-${activity.id}` : "new-activity"}-${name}`;

  return (
    <form {...formProps} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {activity && <input type="hidden" name="activityId" value={activity.id} />}
      {standalone && <input type="hidden" name="then" value="open" />}
      <Field label="Type" htmlFor={id("type")} error={error("type")}>
        <NativeSelect name="type" defaultValue={value("type", activity?.type ?? CRM_FORM_DEFAULTS.activityType)}>
          {options(ACTIVITY_TYPES)}
        </NativeSelect>
      </Field>
      <Field label="Status" htmlFor={id("status")} error={error("status")}>
        <NativeSelect name="status" defaultValue={value("status", activity?.status ?? CRM_FORM_DEFAULTS.activityStatus)}>
          {options(ACTIVITY_STATUSES)}
        </NativeSelect>
      </Field>
      <Field label="Subject" htmlFor={id("subject")} error={error("subject")} required className="sm:col-span-2">
        <Input name="subject" placeholder="e.g. Review renewal quote" defaultValue={value("subject", activity?.subject)} />
      </Field>
      {!editing && (
        <Field label="Account" htmlFor={id("account")} error={error("accountId")} required className="sm:col-span-2">
          {(p) => <AccountPicker fixed={account} initial={accounts} selectProps={{ ...p, name: "accountId", defaultValue: value("accountId", account?.id) }} />}
        </Field>
      )}
      {!editing && opportunities && opportunities.length > 0 && (
        <Field label="Opportunity" htmlFor={id("opportunity")} error={error("opportunityId")} className="sm:col-span-2">
          <NativeSelect name="opportunityId" defaultValue={value("opportunityId", "")}>
            <NativeSelectOption value="">None</NativeSelectOption>
            {opportunities.map((o) => (
              <NativeSelectOption key={o.id} value={o.id}>
                {o.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Field label="Priority" htmlFor={id("priority")} error={error("priority")}>
        <NativeSelect name="priority" defaultValue={value("priority", activity?.priority ?? CRM_FORM_DEFAULTS.activityPriority)}>
          {options(ACTIVITY_PRIORITIES)}
        </NativeSelect>
      </Field>
      <Field label="Due" htmlFor={id("due")} error={error("scheduledDate")} description="Central time">
        <Input type="datetime-local" name="scheduledDate" defaultValue={value("scheduledDate", activity?.dueDate ? wallTimeOf(activity.dueDate) : "")} />
      </Field>
      <Field label="Description" htmlFor={id("description")} error={error("description")} className="sm:col-span-2">
        <Textarea name="description" rows={3} defaultValue={value("description", activity?.description)} />
      </Field>
      <FormMessage state={state} className="sm:col-span-2" />
      <DialogFooter className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? (editing ? "Saving..." : "Creating...") : editing ? "Save Changes" : "Create Activity"}
        </Button>
      </DialogFooter>
    </form>
  );
}
