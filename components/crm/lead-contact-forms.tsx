"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, Fieldset } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { FollowUpFields } from "@/components/crm/follow-up-fields";
import type { StaffUser } from "@/components/crm/owner-select";
import { addNoteAction, logCallAction, logEmailAction } from "@/lib/crm/leads/actions";
import { fieldError, type ActionState } from "@/lib/forms/action-state";
import { CALL_OUTCOMES } from "@/lib/constants";

type Action = (state: ActionState, form: FormData) => Promise<ActionState>;
type Kind = "call" | "email" | "note";

const FORMS: Record<Kind, { title: string; submit: string; busy: string; action: Action }> = {
  call: { title: "Log a call", submit: "Log call", busy: "Logging...", action: logCallAction },
  email: { title: "Log an e-mail", submit: "Log e-mail", busy: "Logging...", action: logEmailAction },
  note: { title: "Add a note", submit: "Add note", busy: "Adding...", action: addNoteAction },
};

function ContactForm({ kind, leadId, users, open }: { kind: Kind; leadId: number; users: StaffUser[] | null; open?: boolean }) {
  const f = FORMS[kind];
  const { state, pending, formRef, formProps } = useActionForm(f.action, {
    errorTitle: `Could not ${f.title.toLowerCase()}`,
    onSuccess: () => formRef.current?.reset(),
  });
  const id = `lead-${leadId}-${kind}`;
  const echoed = state.status === "error" ? state.values : undefined;
  return (
    <details open={open} className="group rounded-md border p-3" data-contact-form={kind}>
      <summary className="cursor-pointer font-medium">{f.title}</summary>
      {/* Mounted afresh after every answer: the defaults then show what was sent (after an error) or nothing (after a success). */}
      <form key={state.at ?? 0} {...formProps} className="mt-3 grid gap-3" aria-label={f.title}>
        <input type="hidden" name="leadId" value={leadId} />
        {kind === "call" && (
          <Fieldset legend="Outcome" error={fieldError(state, "outcome")} id={`${id}-outcome`} role="radiogroup">
            {/* As many columns as fit the side panel: two words like "Wrong number" never spill out of their box. */}
            <div className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2">
              {CALL_OUTCOMES.map((o) => (
                <label key={o.value} className="flex min-h-10 min-w-0 cursor-pointer items-center gap-2 rounded-md border px-2 py-1 text-sm leading-tight has-[:checked]:border-primary has-[:checked]:bg-accent/60">
                  <input type="radio" name="outcome" value={o.value} defaultChecked={echoed?.outcome === o.value} className="size-4 accent-primary" />
                  {o.label}
                </label>
              ))}
            </div>
          </Fieldset>
        )}
        <Field label={kind === "note" ? "Note" : "Notes"} htmlFor={`${id}-notes`} error={fieldError(state, "notes")} required={kind === "note"}>
          <Textarea name="notes" maxLength={2000} defaultValue={(echoed?.notes as string | undefined) ?? ""} />
        </Field>
        <FollowUpFields idPrefix={id} state={state} users={users} />
        <button type="submit" className={buttonVariants({ size: "sm" })} disabled={pending}>
          {pending ? f.busy : f.submit}
        </button>
        <FormMessage state={state} />
      </form>
    </details>
  );
}

/**
 * Logging contact in one step: "Log a call" (outcome and notes), "Log an e-mail", "Add a note", each
 * with an optional follow-up task. The first one logged sets the lead's first-contact time. A
 * person who opted out can only get notes.
 */
export function LeadContactForms({ leadId, doNotContact, users }: { leadId: number; doNotContact: boolean; users: StaffUser[] | null }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h2">Log contact</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-4">
        {!doNotContact && <ContactForm kind="call" leadId={leadId} users={users} open />}
        {!doNotContact && <ContactForm kind="email" leadId={leadId} users={users} />}
        <ContactForm kind="note" leadId={leadId} users={users} open={doNotContact} />
      </CardContent>
    </Card>
  );
}
