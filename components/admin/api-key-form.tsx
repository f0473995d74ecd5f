"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormMessage } from "@/components/forms/form-message";
import { shown, useActionForm } from "@/components/forms/use-action-form";
import { createApiKeyAction, type NewKeyState } from "@/lib/api-keys/actions";
import { apiKeyCreateSchema } from "@/lib/schemas/api-key";
import { fieldError } from "@/lib/forms/action-state";

/** Creates a lead vendor's API key; the key is shown once, under the form. */
export function ApiKeyForm() {
  const { state, pending, formRef, formProps } = useActionForm<NewKeyState>(createApiKeyAction, {
    schema: apiKeyCreateSchema,
    errorTitle: "Could not create the key",
    successTitle: "Key created",
    onSuccess: () => formRef.current?.reset(),
  });
  return (
    <div className="grid gap-4">
      <form {...formProps} className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <Field label="Name" htmlFor="key-name" error={fieldError(state, "name")}>
          <Input name="name" placeholder="Acme Leads LLC" defaultValue={shown(state, "name", "")} />
        </Field>
        <Field label="Source (stored on each lead)" htmlFor="key-source" error={fieldError(state, "source")}>
          <Input name="source" placeholder="acme" defaultValue={shown(state, "source", "")} />
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={pending}>
          {pending ? "Creating..." : "Create key"}
        </Button>
        <FormMessage state={state} className="sm:col-span-3" />
      </form>
      {state.key && (
        <div className="space-y-2 rounded-md border border-warning/50 bg-warning/10 p-4 text-sm">
          <p className="font-medium">Copy this key now: it will not be shown again.</p>
          <code className="block break-all rounded bg-background p-2" data-testid="new-api-key">
            {state.key}
          </code>
        </div>
      )}
    </div>
  );
}
