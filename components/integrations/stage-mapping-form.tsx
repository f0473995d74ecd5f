"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { apiRequest, ApiError } from "@/lib/client/api";
import { CRM_PROVIDERS, CRM_PROVIDER_LABELS } from "@/lib/constants";
import { STAGE_MAPPING_EVENTS, stageMappingSchema, type StageMappingInput, type StageMappingValues } from "@/lib/schemas/stage-mapping";
import { toast } from "@/lib/use-toast";

/** Add a stage mapping or override a default (same CRM and stage replaces it). */
export function StageMappingForm() {
  const router = useRouter();
  const form = useForm<StageMappingInput, unknown, StageMappingValues>({
    resolver: zodResolver(stageMappingSchema),
    defaultValues: { provider: "hubspot", stage: "", event: "Schedule", value: "" },
  });
  const errors = form.formState.errors;

  const save = async (values: StageMappingValues) => {
    try {
      await apiRequest("POST", "/api/admin/stage-mappings", values);
      toast({ title: "Stage mapping saved", description: `${CRM_PROVIDER_LABELS[values.provider]}: ${values.stage} → ${values.event === "none" ? "no event" : values.event}` });
      form.reset({ ...values, stage: "", value: "" });
      router.refresh();
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? e.fieldErrors : {};
      for (const [name, messages] of Object.entries(fieldErrors)) form.setError(name as keyof StageMappingInput, { message: messages[0] });
      toast({ title: "Could not save the mapping", description: e instanceof ApiError ? e.serverMessage : "Please try again.", variant: "destructive" });
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_1fr_1fr_auto] lg:items-start">
      <Field label="CRM" htmlFor="mapping-provider" error={errors.provider?.message}>
        <NativeSelect {...form.register("provider")}>
          {CRM_PROVIDERS.map((p) => (
            <NativeSelectOption key={p} value={p}>
              {CRM_PROVIDER_LABELS[p]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Stage" htmlFor="mapping-stage" error={errors.stage?.message}>
        <Input placeholder="e.g. presentationscheduled or 4" {...form.register("stage")} />
      </Field>
      <Field label="Meta event" htmlFor="mapping-event" error={errors.event?.message}>
        <NativeSelect {...form.register("event")}>
          {STAGE_MAPPING_EVENTS.map((e) => (
            <NativeSelectOption key={e} value={e}>
              {e === "none" ? "No event (ignore)" : e}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Default value ($)" htmlFor="mapping-value" error={errors.value?.message}>
        <Input type="number" min={0} step="0.01" placeholder="Event default" {...form.register("value")} />
      </Field>
      <Button type="submit" className="lg:mt-7" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Saving..." : "Save mapping"}
      </Button>
    </form>
  );
}
