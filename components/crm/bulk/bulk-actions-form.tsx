"use client";

import { useState } from "react";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { useUrlState } from "@/components/data-table/use-url-state";
import type { RowSelection } from "@/components/data-table/use-row-selection";
import type { StaffUser } from "@/components/crm/owner-select";
import { UndoToastAction } from "@/components/crm/bulk/undo-toast-action";
import { LEAD_STATUSES } from "@/lib/constants";
import { fieldError, type ActionState } from "@/lib/forms/action-state";
import type { BulkActionState } from "@/lib/crm/bulk/bulk-message";

type BulkAction = (state: BulkActionState, form: FormData) => Promise<BulkActionState>;
export type BulkEntity = "lead" | "account";

const LABELS: Record<string, string> = {
  assign: "Assign to…",
  status: "Set the status…",
  tag_add: "Add a tag…",
  tag_remove: "Remove a tag…",
  delete: "Delete",
  restore: "Restore (Undo delete)",
  text: "Send a text template…",
};

/**
 * The bulk actions of the Leads or Accounts table for the ticked rows or "all matching this filter":
 * the list's filter goes along (q, filter/type, tag), so the server resolves the same rows in the
 * user's scope. Assign is offered to admins. Deleting asks first and offers Undo in the toast; the
 * Deleted view offers Restore. Above 1,000 rows the answer is a job, whose progress shows here.
 */
export function BulkActionsForm({
  entity,
  selection,
  action,
  users,
  tags,
  deletedView,
  exportHref,
  filterKeys,
  textTemplates = [],
}: {
  entity: BulkEntity;
  selection: RowSelection;
  action: BulkAction;
  users: StaffUser[] | null;
  tags: { id: number; name: string }[];
  deletedView: boolean;
  exportHref: string;
  filterKeys: readonly string[];
  /** Issue 33: offered on leads when texting is configured. */
  textTemplates?: { id: number; name: string }[];
}) {
  const noun = entity === "lead" ? "leads" : "accounts";
  const choices = deletedView
    ? ["restore"]
    : [...(users ? ["assign"] : []), ...(entity === "lead" ? ["status"] : []), "tag_add", "tag_remove", ...(entity === "lead" && textTemplates.length ? ["text"] : []), "delete"];
  const [chosen, setChosen] = useState(choices[0]!);
  const [status, setStatus] = useState("contacted");
  const { params, navigate } = useUrlState();
  const count = selection.all ? selection.total : selection.ids.length;
  const { state, pending, formProps } = useActionForm<BulkActionState>(action, {
    errorTitle: "Nothing was changed",
    confirm:
      chosen === "delete"
        ? `Delete ${count} ${count === 1 ? entity : noun}? You can undo it for 30 days.`
        : chosen === "text"
          ? `Text ${count} ${count === 1 ? entity : noun}? Only those whose consent covers automated texts get it; outside the hours Texas law allows in each person's time, it waits for their next allowed minute.`
          : undefined,
    onSuccess: (answer) => {
      // The job's progress shows above the table (BulkJobStatus), from the address: a reload keeps it.
      if (answer.jobId) navigate({ bulk: String(answer.jobId) });
    },
    successAction: (answer) => (answer.undo ? <UndoToastAction ids={answer.undo} restore={action as (s: ActionState, f: FormData) => Promise<ActionState>} /> : undefined),
  });
  const exportQs = new URLSearchParams();
  for (const key of filterKeys) {
    const v = params.get(key);
    if (v) exportQs.set(key, v);
  }
  if (!selection.all) exportQs.set("ids", selection.ids.join(","));
  const tagListId = `${entity}-bulk-tags`;
  return (
    <div className="grid gap-3">
      <form {...formProps} className="flex flex-wrap items-end gap-3" aria-label={`Bulk actions on the selected ${noun}`}>
        {selection.all ? <input type="hidden" name="all" value="1" /> : <input type="hidden" name="ids" value={selection.ids.join(",")} />}
        {filterKeys.map((key) => {
          const v = params.get(key);
          return v ? <input key={key} type="hidden" name={key} value={v} /> : null;
        })}
        {deletedView && <input type="hidden" name="deleted" value="1" />}
        <Field label="Action" className="w-full sm:w-52">
          <NativeSelect name="action" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {choices.map((c) => (
              <NativeSelectOption key={c} value={c}>
                {LABELS[c]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
        {chosen === "assign" && users && (
          <Field label={entity === "lead" ? "Agent" : "Owner"} error={fieldError(state, "assignedTo")} className="w-full sm:w-52">
            <NativeSelect name="assignedTo" defaultValue="">
              {entity === "lead" && <NativeSelectOption value="">Unassigned</NativeSelectOption>}
              {entity === "account" && <NativeSelectOption value="">Choose…</NativeSelectOption>}
              {users.map((u) => (
                <NativeSelectOption key={u.id} value={u.id}>
                  {u.username} {u.role === "admin" ? "(admin)" : ""}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
        )}
        {chosen === "status" && (
          <>
            <Field label="Status" error={fieldError(state, "status")} className="w-full sm:w-44">
              <NativeSelect name="status" value={status} onChange={(e) => setStatus(e.target.value)}>
                {LEAD_STATUSES.map((s) => (
                  <NativeSelectOption key={s.value} value={s.value}>
                    {s.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </Field>
            {status === "lost" && (
              <Field label="Why were they lost?" error={fieldError(state, "lostReason")} className="w-full sm:w-64">
                <Input name="lostReason" maxLength={500} />
              </Field>
            )}
          </>
        )}
        {chosen === "text" && (
          <Field label="Text template" error={fieldError(state, "smsTemplateId")} className="w-full sm:w-60">
            <NativeSelect name="smsTemplateId" defaultValue={textTemplates[0]?.id}>
              {textTemplates.map((t) => (
                <NativeSelectOption key={t.id} value={t.id}>
                  {t.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
        )}
        {(chosen === "tag_add" || chosen === "tag_remove") && (
          <Field label="Tag" error={fieldError(state, "tagName")} className="w-full sm:w-52">
            <Input name="tagName" maxLength={30} list={tagListId} autoComplete="off" />
          </Field>
        )}
        <datalist id={tagListId}>
          {tags.map((t) => (
            <option key={t.id} value={t.name} />
          ))}
        </datalist>
        <Button type="submit" disabled={pending} variant={chosen === "delete" ? "destructive" : "default"}>
          {pending ? "Applying..." : chosen === "delete" ? `Delete ${count.toLocaleString("en-US")}` : `Apply to ${count.toLocaleString("en-US")}`}
        </Button>
        {!deletedView && (
          <Button asChild variant="outline">
            <a href={`${exportHref}?${exportQs}`} download>
              <DownloadIcon aria-hidden="true" />
              Export selection
            </a>
          </Button>
        )}
      </form>
      <FormMessage state={state} />
    </div>
  );
}
