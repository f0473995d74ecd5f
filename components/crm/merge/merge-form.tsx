"use client";

import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { mergeLeadsAction } from "@/lib/crm/leads/actions";
import type { MergeSide } from "@/lib/crm/leads/merge-candidates";
import { MERGE_FIELD_LABELS, MERGE_FIELDS } from "@/lib/schemas/crm-merge";

/**
 * Field by field: for each field, keep this lead's value or take the other lead's (this lead's by
 * default; where this lead has nothing and the other has a value, the other's is preselected).
 */
export function MergeForm({ survivor, other }: { survivor: MergeSide; other: MergeSide }) {
  const { state, pending, formProps } = useActionForm(mergeLeadsAction, {
    errorTitle: "The leads were not merged",
    confirm: `Merge lead #${other.id} into #${survivor.id}? #${other.id} will be deleted, marked as merged.`,
  });
  return (
    <form {...formProps} className="space-y-4">
      <input type="hidden" name="survivorId" value={survivor.id} />
      <input type="hidden" name="mergedId" value={other.id} />
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Choose the value the merged lead keeps for each field</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">Field</th>
              <th scope="col" className="px-3 py-2 text-left">This lead (#{survivor.id})</th>
              <th scope="col" className="px-3 py-2 text-left">Other lead (#{other.id})</th>
            </tr>
          </thead>
          <tbody>
            {MERGE_FIELDS.map((f) => {
              const mine = survivor.values[f];
              const theirs = other.values[f];
              const preferOther = !mine && !!theirs;
              return (
                <tr key={f} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-medium">{MERGE_FIELD_LABELS[f]}</th>
                  <td className="px-3 py-2">
                    <label className="flex items-start gap-2">
                      <input type="radio" name={`field_${f}`} value="survivor" defaultChecked={!preferOther} className="mt-1 accent-primary" aria-label={`${MERGE_FIELD_LABELS[f]}: keep ${mine || "empty"}`} />
                      <span className="break-all">{mine || <em className="text-muted-foreground">empty</em>}</span>
                    </label>
                  </td>
                  <td className="px-3 py-2">
                    <label className="flex items-start gap-2">
                      <input type="radio" name={`field_${f}`} value="merged" defaultChecked={preferOther} className="mt-1 accent-primary" aria-label={`${MERGE_FIELD_LABELS[f]}: take ${theirs || "empty"}`} />
                      <span className="break-all">{theirs || <em className="text-muted-foreground">empty</em>}</span>
                    </label>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FormMessage state={state} />
      <Button type="submit" disabled={pending}>
        {pending ? "Merging..." : `Merge #${other.id} into #${survivor.id}`}
      </Button>
    </form>
  );
}
