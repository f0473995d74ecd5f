"use client";

import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OwnerSelect, type StaffUser } from "@/components/crm/owner-select";
import { fieldError, type ActionState } from "@/lib/forms/action-state";
import { FOLLOW_UP_DEFAULT_TIME } from "@/lib/constants";

/**
 * The optional follow-up task of a contact log: a date and a time in Texas (the time defaults to
 * 9:00), a subject, and for admins who gets it. No date, no task.
 */
export function FollowUpFields({ idPrefix, state, users }: { idPrefix: string; state: ActionState; users: StaffUser[] | null }) {
  const echoed = state.status === "error" ? state.values : undefined;
  const value = (name: string, fallback = "") => (echoed?.[name] as string | undefined) ?? fallback;
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Follow-up task (optional, Texas time)</legend>
      {/* Side by side where both fit whole (a date field needs about 9.5rem); stacked on a phone. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-3">
        <Field label="Due date" htmlFor={`${idPrefix}-follow-up-date`} error={fieldError(state, "followUpDate")}>
          <Input type="date" name="followUpDate" defaultValue={value("followUpDate")} />
        </Field>
        <Field label="Due time" htmlFor={`${idPrefix}-follow-up-time`} error={fieldError(state, "followUpTime")}>
          <Input type="time" name="followUpTime" defaultValue={value("followUpTime", FOLLOW_UP_DEFAULT_TIME)} />
        </Field>
      </div>
      <Field label="Task" htmlFor={`${idPrefix}-follow-up-subject`} error={fieldError(state, "followUpSubject")}>
        <Input name="followUpSubject" maxLength={200} placeholder="Follow up" defaultValue={value("followUpSubject")} />
      </Field>
      {users && (
        <Field label="Assign the task to" htmlFor={`${idPrefix}-follow-up-assignee`} error={fieldError(state, "followUpAssignee")}>
          <OwnerSelect name="followUpAssignee" users={users} defaultLabel="The lead's agent" defaultValue={value("followUpAssignee")} />
        </Field>
      )}
    </fieldset>
  );
}
