"use client";

import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { ListField } from "@/components/assistant-admin/list-field";
import { messageOf, type ConfigForm as Form } from "@/components/assistant-admin/use-config-form";
import type { AssistantConfig } from "@/lib/schemas/assistant-config";

const FLAGS = [
  { name: "responseGuidelines.includeCallToAction", label: "Include a call to action", hint: "End replies with one clear next step." },
  { name: "responseGuidelines.mentionSpecificServices", label: "Mention specific services", hint: "Name the service that fits the question." },
  { name: "responseGuidelines.focusOnResults", label: "Focus on results", hint: "Lead with numbers: quotes, close rates, retention." },
] as const;

export type ConfigFormProps = { form: Form; onSave: (values: AssistantConfig) => Promise<void> };

/** The whole assistant configuration (public-site.md §3) in three sections. */
export function ConfigForm({ form, onSave }: ConfigFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="space-y-6" aria-label="Assistant configuration">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Personality</CardTitle>
          <CardDescription>How the assistant sounds and what it knows best.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field label="Tone" htmlFor="tone" error={errors.personality?.tone?.message} required>
            <Input {...register("personality.tone")} />
          </Field>
          <Field label="Expertise" htmlFor="expertise" error={errors.personality?.expertise?.message} required>
            <Textarea rows={2} {...register("personality.expertise")} />
          </Field>
          <Field label="Communication style" htmlFor="communicationStyle" error={errors.personality?.communicationStyle?.message} required>
            <Textarea rows={2} {...register("personality.communicationStyle")} />
          </Field>
          <Controller
            control={control}
            name="personality.specialties"
            render={({ field }) => (
              <ListField label="Specialties" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={messageOf(errors.personality?.specialties)} />
            )}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Response guidelines</CardTitle>
          <CardDescription>Length and shape of every reply.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field
            label="Maximum length (words)"
            htmlFor="maxLength"
            description="Replies are cut at the last full sentence within this limit. Default 120."
            error={errors.responseGuidelines?.maxLength?.message}
            required
          >
            <Input type="number" inputMode="numeric" min={20} max={500} className="w-32" {...register("responseGuidelines.maxLength", { valueAsNumber: true })} />
          </Field>
          {FLAGS.map((flag) => (
            <Controller
              key={flag.name}
              control={control}
              name={flag.name}
              render={({ field }) => (
                <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
                  <div className="grid gap-1">
                    <Label htmlFor={flag.name}>{flag.label}</Label>
                    <p className="text-sm text-muted-foreground">{flag.hint}</p>
                  </div>
                  <Switch id={flag.name} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                </div>
              )}
            />
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Business context</CardTitle>
          <CardDescription>What the assistant says about the company and the market.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field label="Company name" htmlFor="companyName" error={errors.businessContext?.companyName?.message} required>
            <Input {...register("businessContext.companyName")} />
          </Field>
          <Field label="Target audience" htmlFor="targetAudience" error={errors.businessContext?.targetAudience?.message} required>
            <Textarea rows={2} {...register("businessContext.targetAudience")} />
          </Field>
          <Controller
            control={control}
            name="businessContext.currentEvents"
            render={({ field }) => (
              <ListField label="Current events" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={messageOf(errors.businessContext?.currentEvents)} />
            )}
          />
          <Controller
            control={control}
            name="businessContext.keyServices"
            render={({ field }) => (
              <ListField label="Key services" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={messageOf(errors.businessContext?.keyServices)} />
            )}
          />
        </CardContent>
      </Card>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Configuration"}
        </Button>
        <Button type="button" variant="outline" disabled={!isDirty || isSubmitting} onClick={() => reset()}>
          Discard changes
        </Button>
        {isDirty && !isSubmitting && <p className="text-sm text-muted-foreground">You have unsaved changes.</p>}
      </div>
    </form>
  );
}
