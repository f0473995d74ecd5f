"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { useUrlState } from "@/components/data-table/use-url-state";
import { deleteViewAction, saveViewAction } from "@/lib/crm/views/actions";
import { fieldError } from "@/lib/forms/action-state";
import { saveViewSchema, VIEW_PARAMS } from "@/lib/schemas/crm-view";

export type SavedViewOption = { id: number; name: string; isPublic: boolean; mine: boolean; owner: string | null; config: Record<string, string> };

/**
 * Saved views of a table: pick one to open its filters, sort and columns; save the current ones under a
 * name (private, or shared with the team); delete your own. Stored in the spec's `reports` table.
 */
export function SavedViews({ table, views, admin }: { table: "leads" | "accounts"; views: SavedViewOption[]; admin: boolean }) {
  const { params, navigate } = useUrlState();
  const [open, setOpen] = useState(false);
  const current = views.find((v) => VIEW_PARAMS.every((k) => (v.config[k] ?? null) === params.get(k)));
  const save = useActionForm(saveViewAction, { schema: saveViewSchema, onSuccess: () => setOpen(false) });
  const remove = useActionForm(deleteViewAction, { errorTitle: "Could not delete the view" });
  const query = new URLSearchParams([...params.entries()].filter(([k]) => (VIEW_PARAMS as readonly string[]).includes(k))).toString();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <NativeSelect
        aria-label="Saved views"
        wrapperClassName="w-full sm:w-52"
        value={current ? String(current.id) : ""}
        onChange={(e) => {
          const view = views.find((v) => String(v.id) === e.target.value);
          const changes: Record<string, string | null> = Object.fromEntries(VIEW_PARAMS.map((k) => [k, view?.config[k] ?? null]));
          navigate({ ...changes, page: null, deleted: null });
        }}
      >
        <NativeSelectOption value="">{views.length ? "Saved views…" : "No saved views yet"}</NativeSelectOption>
        {views.map((v) => (
          <NativeSelectOption key={v.id} value={v.id}>
            {v.name}
            {v.isPublic ? (v.mine ? " (shared)" : ` (shared by ${v.owner ?? "a former user"})`) : ""}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      {current && (current.mine || admin) && (
        <form {...remove.formProps}>
          <input type="hidden" name="viewId" value={current.id} />
          <Button type="submit" variant="ghost" size="sm" disabled={remove.pending} aria-label={`Delete the view ${current.name}`}>
            Delete view
          </Button>
        </form>
      )}
      <Button type="button" variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Save view
      </Button>
      {open && (
        <form {...save.formProps} className="flex w-full flex-wrap items-end gap-3 rounded-md border p-3" aria-label="Save this view">
          <input type="hidden" name="table" value={table} />
          <input type="hidden" name="query" value={query} />
          <div className="grid gap-2">
            <Label htmlFor={`${table}-view-name`}>View name</Label>
            <Input
              id={`${table}-view-name`}
              name="name"
              maxLength={60}
              aria-invalid={fieldError(save.state, "name") ? true : undefined}
              aria-describedby={`${table}-view-name-error`}
            />
            <p id={`${table}-view-name-error`} className="text-sm text-destructive">
              {fieldError(save.state, "name")}
            </p>
          </div>
          <label className="flex items-center gap-2 pb-8 text-sm">
            <input type="checkbox" name="shared" className="size-4 accent-primary" /> Share with the team
          </label>
          <Button type="submit" disabled={save.pending} className="mb-6">
            {save.pending ? "Saving..." : "Save"}
          </Button>
          <FormMessage state={save.state} className="w-full" />
        </form>
      )}
    </div>
  );
}
