"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { FormMessage } from "@/components/forms/form-message";
import { shown, useActionForm } from "@/components/forms/use-action-form";
import { saveStageMappingAction } from "@/lib/integrations/crm/actions";
import { CRM_PROVIDERS, CRM_PROVIDER_LABELS } from "@/lib/constants";
import { STAGE_MAPPING_EVENTS, stageMappingSchema } from "@/lib/schemas/stage-mapping";
import { fieldError } from "@/lib/forms/action-state";

/** Add a stage mapping or override a default (same CRM and stage replaces it); the stage and value empty again after saving. */
export function StageMappingForm() {
  const { state, pending, formRef, formProps } = useActionForm(saveStageMappingAction, {
    schema: stageMappingSchema,
    successTitle: "Stage mapping saved",
    errorTitle: "Could not save the mapping",
    onSuccess: () => {
      // The CRM and the event stay for the next mapping; the stage and the value start empty.
      for (const name of ["stage", "value"]) {
        const input = formRef.current?.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = "";
      }
    },
  });
  const error = (name: string) => fieldError(state, name);
  return (
    <form {...formProps} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_1fr_1fr_auto] lg:items-start">
      <Field label="CRM" htmlFor="mapping-provider" error={error("provider")}>
        <NativeSelect name="provider" defaultValue={shown(state, "provider", "hubspot")}>
          {CRM_PROVIDERS.map((p) => (
            <NativeSelectOption key={p} value={p}>
              {CRM_PROVIDER_LABELS[p]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Stage" htmlFor="mapping-stage" error={error("stage")}>
        <Input name="stage" placeholder="e.g. presentationscheduled or 4" defaultValue={shown(state, "stage", "")} />
      </Field>
      <Field label="Meta event" htmlFor="mapping-event" error={error("event")}>
        <NativeSelect name="event" defaultValue={shown(state, "event", "Schedule")}>
          {STAGE_MAPPING_EVENTS.map((e) => (
            <NativeSelectOption key={e} value={e}>
              {e === "none" ? "No event (ignore)" : e}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Default value ($)" htmlFor="mapping-value" error={error("value")}>
        <Input type="number" name="value" min={0} step="0.01" placeholder="Event default" defaultValue={shown(state, "value", "")} />
      </Field>
      <Button type="submit" className="lg:mt-7" disabled={pending}>
        {pending ? "Saving..." : "Save mapping"}
      </Button>
      <FormMessage state={state} className="sm:col-span-2 lg:col-span-5" />
    </form>
  );
}
