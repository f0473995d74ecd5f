"use client";

import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { OwnerSelect, type StaffUser } from "@/components/crm/owner-select";
import { FormMessage } from "@/components/forms/form-message";
import { shown, useActionForm } from "@/components/forms/use-action-form";
import { saveImportMappingAction } from "@/lib/imports/actions";
import { importMappingSchema, DUPLICATE_CHOICES } from "@/lib/schemas/import";
import { IMPORT_FIELDS, type ImportKindValue } from "@/lib/imports/fields";

export type MappingFormProps = {
  importId: number;
  kind: ImportKindValue;
  headers: string[];
  /** The first row's cells, to recognise each column by its content. */
  sample: string[];
  mapping: (string | null)[];
  duplicateChoice: string;
  fireMetaEvents: boolean;
  runAutomations: boolean;
  forSale: boolean;
  defaultOwnerId: number | null;
  users: StaffUser[];
};

/**
 * Step 2: the field of each column (guessed, or remembered for these headers), what to do with rows that
 * match an existing record, what fires (nothing unless ticked), and the owner of rows without one.
 * "Update preview" saves it and shows the first rows as they will be stored; "Start import" starts.
 */
export function MappingForm(p: MappingFormProps) {
  const { state, pending, formProps } = useActionForm(saveImportMappingAction, { schema: importMappingSchema, arrays: ["column"], errorTitle: "The import did not start" });
  const problems = state.fieldErrors?.column ?? [];
  const sentColumns = state.status === "error" && Array.isArray(state.values?.column) ? (state.values.column as string[]) : null;
  const fields = IMPORT_FIELDS[p.kind];
  const noun = p.kind === "leads" ? "lead" : "account";
  return (
    <form {...formProps} className="grid gap-6">
      <input type="hidden" name="importId" value={p.importId} />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">Columns</legend>
        <div className="hidden grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)] gap-3 px-1 text-sm font-medium text-muted-foreground sm:grid" aria-hidden="true">
          <span>Column in the file</span>
          <span>First row</span>
          <span>Imported as</span>
        </div>
        <ul className="grid gap-3">
          {p.headers.map((header, i) => (
            <li key={i} className="grid gap-1 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)] sm:items-center sm:gap-3 sm:border-0 sm:p-1">
              <label htmlFor={`column-${i}`} className="break-words font-medium">
                {header}
              </label>
              <span className="truncate text-sm text-muted-foreground" title={p.sample[i] ?? ""}>
                <span className="sr-only">First row: </span>
                {p.sample[i] || "—"}
              </span>
              <NativeSelect id={`column-${i}`} name="column" defaultValue={sentColumns?.[i] ?? p.mapping[i] ?? ""} data-header={header}>
                <NativeSelectOption value="">Do not import</NativeSelectOption>
                {fields.map((f) => (
                  <NativeSelectOption key={f.value} value={f.value}>
                    {f.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </li>
          ))}
        </ul>
        {problems.length > 0 && (
          <ul role="alert" className="list-disc space-y-1 pl-5 text-sm text-destructive">
            {problems.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-lg font-semibold">When a row matches an existing {noun}</legend>
        <p className="text-sm text-muted-foreground">
          {p.kind === "leads"
            ? "Matched by e-mail or phone, against your leads (deleted ones do not count) and the rows above it in the file."
            : "Matched by account name; a contact by e-mail on the same account."}
        </p>
        {DUPLICATE_CHOICES.map((c) => (
          <label key={c.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="duplicateChoice" value={c.value} defaultChecked={shown(state, "duplicateChoice", p.duplicateChoice) === c.value} className="size-4 accent-primary" />
            {c.label}
          </label>
        ))}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-lg font-semibold">Options</legend>
        <label className="grid gap-1 text-sm sm:max-w-sm">
          <span className="font-medium">Owner of rows without one (or whose Owner is not a user here)</span>
          <OwnerSelect name="defaultOwnerId" users={p.users} defaultLabel="Unassigned" defaultValue={shown(state, "defaultOwnerId", p.defaultOwnerId)} />
        </label>
        {p.kind === "leads" && (
          <>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="fireMetaEvents" defaultChecked={p.fireMetaEvents} className="mt-0.5 size-4 accent-primary" />
              <span>Send Meta lead events for the new leads (as a web lead would; rows dated more than 7 days ago are recorded as dropped)</span>
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="runAutomations" defaultChecked={p.runAutomations} className="mt-0.5 size-4 accent-primary" />
              <span>Run automations for the new leads (&quot;lead captured&quot;)</span>
            </label>
            <p className="text-sm text-muted-foreground">Left unticked, imported leads fire nothing and nobody is e-mailed.</p>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="forSale" defaultChecked={p.forSale} className="mt-0.5 size-4 accent-primary" />
              <span>
                These are consumer shoppers to pass on to buyers: each verified lead goes to one buyer whose plan covers its line and ZIP code (the marketplace),
                the others to the review queue; none is assigned to our own agents
              </span>
            </label>
          </>
        )}
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={pending}>
          {pending ? "Saving..." : "Update preview"}
        </Button>
        <Button type="submit" name="intent" value="start" disabled={pending}>
          {pending ? "Starting..." : "Start import"}
        </Button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
