"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { saveAutomationAction } from "@/lib/automations/actions";
import { ACTION_TYPES, DUPLICATE_CONDITIONS, TRIGGER_TYPES, automationFormSchema, type AutomationAction, type Trigger } from "@/lib/schemas/automation";
import { LEAD_STATUSES, LEAD_TYPES } from "@/lib/constants";
import { fieldError } from "@/lib/forms/action-state";

type Choice = { id: number; name: string; isActive: boolean };
export type AutomationValues = { id: number | null; name: string; isActive: boolean; trigger: Trigger; actions: AutomationAction[] };


function newAction(type: AutomationAction["type"], templates: Choice[], textTemplates: Choice[]): AutomationAction {
  switch (type) {
    case "send_template":
      return { type, templateId: templates[0]?.id ?? 0, delayMinutes: 0 };
    case "send_text_template":
      return { type, templateId: textTemplates.find((t) => t.isActive)?.id ?? textTemplates[0]?.id ?? 0, delayMinutes: 0 };
    case "create_task":
      return { type, subject: "Call this lead", dueInMinutes: 60, delayMinutes: 0 };
    case "set_status":
      return { type, status: "contacted", delayMinutes: 0 };
    default:
      return { type, delayMinutes: 0 } as AutomationAction;
  }
}

/**
 * An automation's form: its trigger and the trigger's conditions, then its ordered actions, each
 * with a delay after the one before. The trigger and actions travel as JSON in two hidden fields,
 * checked by the shared schema in the browser and on the server.
 */
export function AutomationEditor({ automation, templates, textTemplates = [] }: { automation: AutomationValues; templates: Choice[]; textTemplates?: Choice[] }) {
  const router = useRouter();
  const [trigger, setTrigger] = useState<Trigger>(automation.trigger);
  const [actions, setActions] = useState<AutomationAction[]>(automation.actions);
  const save = useActionForm(saveAutomationAction, { schema: automationFormSchema, errorTitle: "Could not save the automation" });
  useEffect(() => {
    if (automation.id === null && save.state.status === "success" && save.state.id) router.push(`/admin/automations/${save.state.id}`);
  }, [router, save.state, automation.id]);
  const error = (name: string) => fieldError(save.state, name);
  const c = trigger.conditions;
  const setConditions = (patch: Partial<Trigger["conditions"]>) => setTrigger({ ...trigger, conditions: { ...c, ...patch } } as Trigger);
  const setAction = (i: number, next: AutomationAction) => setActions(actions.map((a, j) => (j === i ? next : a)));
  const move = (i: number, by: number) => {
    const next = [...actions];
    const [a] = next.splice(i, 1);
    next.splice(i + by, 0, a!);
    setActions(next);
  };

  return (
    <form {...save.formProps} className="grid gap-6" aria-label="Automation">
      {automation.id !== null && <input type="hidden" name="automationId" value={automation.id} />}
      <input type="hidden" name="trigger" value={JSON.stringify(trigger)} />
      <input type="hidden" name="actions" value={JSON.stringify(actions)} />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label="Name" htmlFor="automation-name" error={error("name")} required>
          <Input name="name" defaultValue={automation.name} />
        </Field>
        <label className="flex items-center gap-2 text-sm sm:pb-2">
          <input type="checkbox" name="isActive" defaultChecked={automation.isActive} className="size-4" /> Active
        </label>
      </div>

      <fieldset className="grid gap-4 rounded-md border p-4">
        <legend className="px-1 font-semibold">When</legend>
        <Field label="Trigger" htmlFor="automation-trigger" error={error("trigger")}>
          <NativeSelect
            value={trigger.type}
            onChange={(e) => {
              const type = e.target.value as Trigger["type"];
              setTrigger(type === "lead_not_contacted" ? { type, minutes: 5, conditions: c } : type === "lead_status_changed" ? { type, to: "qualified", conditions: c } : ({ type, conditions: c } as Trigger));
            }}
          >
            {TRIGGER_TYPES.map((t) => <NativeSelectOption key={t.value} value={t.value}>{t.label}</NativeSelectOption>)}
          </NativeSelect>
        </Field>
        {trigger.type === "lead_not_contacted" && (
          <Field label="Minutes after capture" htmlFor="automation-minutes" error={error("trigger.minutes")}>
            <Input type="number" min={1} value={trigger.minutes} onChange={(e) => setTrigger({ ...trigger, minutes: Number(e.target.value) })} className="w-32" />
          </Field>
        )}
        {trigger.type === "lead_status_changed" && (
          <Field label="New status" htmlFor="automation-status" error={error("trigger.to")}>
            <NativeSelect value={trigger.to} onChange={(e) => setTrigger({ ...trigger, to: e.target.value })}>
              {LEAD_STATUSES.map((s) => <NativeSelectOption key={s.value} value={s.value}>{s.label}</NativeSelectOption>)}
            </NativeSelect>
          </Field>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset className="grid gap-1 text-sm">
            <legend className="mb-1 font-medium">Lead types (none ticked: all)</legend>
            {LEAD_TYPES.map((t) => (
              <label key={t} className="flex items-center gap-2">
                <input type="checkbox" className="size-4" checked={c.leadTypes.includes(t)} onChange={(e) => setConditions({ leadTypes: e.target.checked ? [...c.leadTypes, t] : c.leadTypes.filter((x) => x !== t) })} /> {t}
              </label>
            ))}
          </fieldset>
          <div className="grid content-start gap-3">
            <Field label="Sources (comma-separated, empty: all)" htmlFor="automation-sources" error={error("trigger.conditions.sources")}>
              <Input value={c.sources.join(", ")} onChange={(e) => setConditions({ sources: e.target.value.split(",").map((s) => s.trim()).filter(Boolean) })} placeholder="e.g. landing, quote-funnel" />
            </Field>
            <Field label="Minimum verification score" htmlFor="automation-score" error={error("trigger.conditions.minScore")}>
              <Input type="number" min={0} max={100} value={c.minScore ?? ""} onChange={(e) => setConditions({ minScore: e.target.value === "" ? null : Number(e.target.value) })} className="w-32" />
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" checked={c.verifiedOnly} onChange={(e) => setConditions({ verifiedOnly: e.target.checked })} /> Verified leads only
            </label>
            <Field label="New or repeat" htmlFor="automation-duplicate">
              <NativeSelect value={c.duplicate} onChange={(e) => setConditions({ duplicate: e.target.value as Trigger["conditions"]["duplicate"] })}>
                {DUPLICATE_CONDITIONS.map((d) => <NativeSelectOption key={d.value} value={d.value}>{d.label}</NativeSelectOption>)}
              </NativeSelect>
            </Field>
          </div>
        </div>
      </fieldset>

      <fieldset className="grid gap-4 rounded-md border p-4">
        <legend className="px-1 font-semibold">Then, in order</legend>
        {error("actions") && <p className="text-sm text-destructive" role="alert">{error("actions")}</p>}
        <ol className="grid gap-4" aria-label="Actions">
          {actions.map((a, i) => (
            <li key={i} className="grid gap-3 rounded-md bg-muted/40 p-3" data-action-index={i}>
              <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
                <Field label={`Action ${i + 1}`} htmlFor={`action-${i}-type`} error={error(`actions.${i}.type`)}>
                  <NativeSelect value={a.type} onChange={(e) => setAction(i, { ...newAction(e.target.value as AutomationAction["type"], templates, textTemplates), delayMinutes: a.delayMinutes })}>
                    {ACTION_TYPES.map((t) => <NativeSelectOption key={t.value} value={t.value}>{t.label}</NativeSelectOption>)}
                  </NativeSelect>
                </Field>
                <Field label={i === 0 ? "Wait (minutes after the trigger)" : "Wait (minutes after the previous)"} htmlFor={`action-${i}-delay`} error={error(`actions.${i}.delayMinutes`)}>
                  <Input type="number" min={0} value={a.delayMinutes} onChange={(e) => setAction(i, { ...a, delayMinutes: Number(e.target.value) })} />
                </Field>
              </div>
              {a.type === "send_template" && (
                <Field label="Template" htmlFor={`action-${i}-template`} error={error(`actions.${i}.templateId`)}>
                  <NativeSelect value={a.templateId} onChange={(e) => setAction(i, { ...a, templateId: Number(e.target.value) })}>
                    {templates.map((t) => <NativeSelectOption key={t.id} value={t.id}>{t.name}{t.isActive ? "" : " (off)"}</NativeSelectOption>)}
                  </NativeSelect>
                </Field>
              )}
              {a.type === "send_text_template" && (
                <Field label="Text template" htmlFor={`action-${i}-text-template`} error={error(`actions.${i}.templateId`)} description="Only to leads whose consent covers automated texts, or who texted first; outside the law's hours in their time it waits.">
                  <NativeSelect value={a.templateId} onChange={(e) => setAction(i, { ...a, templateId: Number(e.target.value) })}>
                    {textTemplates.map((t) => <NativeSelectOption key={t.id} value={t.id}>{t.name}{t.isActive ? "" : " (off)"}</NativeSelectOption>)}
                  </NativeSelect>
                </Field>
              )}
              {a.type === "create_task" && (
                <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
                  <Field label="Task subject" htmlFor={`action-${i}-subject`} error={error(`actions.${i}.subject`)}>
                    <Input value={a.subject} onChange={(e) => setAction(i, { ...a, subject: e.target.value })} />
                  </Field>
                  <Field label="Due (minutes later)" htmlFor={`action-${i}-due`} error={error(`actions.${i}.dueInMinutes`)}>
                    <Input type="number" min={0} value={a.dueInMinutes} onChange={(e) => setAction(i, { ...a, dueInMinutes: Number(e.target.value) })} />
                  </Field>
                </div>
              )}
              {a.type === "set_status" && (
                <Field label="Status" htmlFor={`action-${i}-status`} error={error(`actions.${i}.status`)}>
                  <NativeSelect value={a.status} onChange={(e) => setAction(i, { ...a, status: e.target.value })}>
                    {LEAD_STATUSES.map((s) => <NativeSelectOption key={s.value} value={s.value}>{s.label}</NativeSelectOption>)}
                  </NativeSelect>
                </Field>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move action ${i + 1} up`}>Up</Button>
                <Button type="button" size="sm" variant="outline" disabled={i === actions.length - 1} onClick={() => move(i, 1)} aria-label={`Move action ${i + 1} down`}>Down</Button>
                <Button type="button" size="sm" variant="ghost" disabled={actions.length === 1} onClick={() => setActions(actions.filter((_, j) => j !== i))} aria-label={`Remove action ${i + 1}`}>Remove</Button>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button type="button" variant="outline" size="sm" disabled={actions.length >= 10} onClick={() => setActions([...actions, newAction("alert_agent", templates, textTemplates)])}>Add an action</Button>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.pending}>{save.pending ? "Saving..." : automation.id === null ? "Create automation" : "Save automation"}</Button>
      </div>
      <FormMessage state={save.state} />
    </form>
  );
}

