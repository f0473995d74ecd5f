"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormMessage } from "@/components/forms/form-message";
import { shown, useActionForm } from "@/components/forms/use-action-form";
import { saveWorkingHoursAction } from "@/lib/automations/actions";
import { workingHoursSchema } from "@/lib/schemas/availability";
import { WEEKDAYS, minuteToClock } from "@/lib/automations/availability";
import { fieldError } from "@/lib/forms/action-state";
import type { Availability } from "@/lib/crm/agents/availability";

/**
 * Working hours in Texas time, and what the templates say of the agent: the name ({{agent_name}}), the
 * direct phone ({{phone}}) and the booking link ({{booking_link}}). The user's own (My Day, /account), or an agent's when an admin passes `userId`.
 */
export function WorkingHoursForm({ value, userId, idPrefix = "hours" }: { value: Availability; userId?: number; idPrefix?: string }) {
  const { state, pending, formProps } = useActionForm(saveWorkingHoursAction, { schema: workingHoursSchema, arrays: ["workDays"] });
  const error = (name: string) => fieldError(state, name);
  return (
    <form {...formProps} className="grid gap-4" aria-label="Working hours">
      {userId !== undefined && <input type="hidden" name="userId" value={userId} />}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Working days</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAYS.map((d) => (
            <label key={d.value} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" name="workDays" value={d.value} defaultChecked={value.workDays.includes(d.value)} className="size-4" />
              <span aria-hidden="true">{d.short}</span>
              <span className="sr-only">{d.label}</span>
            </label>
          ))}
        </div>
        {error("workDays") && <p className="text-sm text-destructive">{error("workDays")}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="From (Texas time)" htmlFor={`${idPrefix}-start`} error={error("workStart")}>
          <Input type="time" name="workStart" step={60} defaultValue={shown(state, "workStart", minuteToClock(value.workStartMinute))} />
        </Field>
        <Field label="Until (Texas time)" htmlFor={`${idPrefix}-end`} error={error("workEnd")}>
          <Input type="time" name="workEnd" step={60} defaultValue={shown(state, "workEnd", minuteToClock(Math.min(value.workEndMinute, 23 * 60 + 59)))} />
        </Field>
        <Field label="Your name in messages" htmlFor={`${idPrefix}-name`} error={error("displayName")} description="In your e-mails and texts as {{agent_name}}; empty: your username.">
          <Input name="displayName" autoComplete="name" maxLength={80} placeholder="Maria Gonzalez" defaultValue={shown(state, "displayName", value.displayName)} />
        </Field>
        <Field label="Direct phone" htmlFor={`${idPrefix}-phone`} error={error("phone")} description="In your e-mails as {{phone}}; empty: the agency's.">
          <Input type="tel" name="phone" defaultValue={shown(state, "phone", value.phone)} />
        </Field>
        <Field label="Booking link" htmlFor={`${idPrefix}-booking`} error={error("bookingLink")} description="Your calendar, as {{booking_link}}.">
          <Input type="url" name="bookingLink" placeholder="https://" defaultValue={shown(state, "bookingLink", value.bookingLink)} />
        </Field>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={pending}>{pending ? "Saving..." : "Save working hours"}</Button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
