"use client";

import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { UndoToastAction } from "@/components/crm/bulk/undo-toast-action";
import { bulkLeadsAction } from "@/lib/crm/bulk/actions";
import { erasePersonAction } from "@/lib/crm/leads/actions";
import { fieldError, type ActionState } from "@/lib/forms/action-state";
import type { BulkActionState } from "@/lib/crm/bulk/bulk-message";

type Tag = { id: number; name: string; color: string };

/**
 * The lead's place in the book: its tags (add, remove), its consent record (download, print), merge
 * another lead into it, delete it (Undo in the toast and in the Deleted view), and, for admins,
 * "Erase this person" (the privacy request).
 */
export function LeadBookCard({ leadId, name, tags, admin, hasConsentHash }: { leadId: number; name: string; tags: Tag[]; admin: boolean; hasConsentHash: boolean }) {
  const addTag = useActionForm<BulkActionState>(bulkLeadsAction, { errorTitle: "The tag was not added" });
  const removeTag = useActionForm<BulkActionState>(bulkLeadsAction, { errorTitle: "The tag was not removed" });
  const del = useActionForm<BulkActionState>(bulkLeadsAction, {
    errorTitle: "The lead was not deleted",
    confirm: `Delete ${name}? You can undo it for 30 days.`,
    successAction: (answer) => (answer.undo ? <UndoToastAction ids={answer.undo} restore={bulkLeadsAction as (s: ActionState, f: FormData) => Promise<ActionState>} /> : undefined),
  });
  const erase = useActionForm(erasePersonAction, { errorTitle: "Nothing was erased" });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Tags, consent and record</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        <div className="space-y-2">
          <h3 className="font-medium">Tags</h3>
          {tags.length === 0 ? (
            <p className="text-muted-foreground">No tags yet.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {tags.map((t) => (
                <li key={t.id}>
                  <form {...removeTag.formProps} className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5" style={{ borderColor: t.color }}>
                    <input type="hidden" name="action" value="tag_remove" />
                    <input type="hidden" name="ids" value={leadId} />
                    <input type="hidden" name="tagName" value={t.name} />
                    {t.name}
                    <button type="submit" className="rounded px-1 text-muted-foreground hover:text-foreground" aria-label={`Remove the tag ${t.name}`} disabled={removeTag.pending}>
                      ×
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )}
          <form {...addTag.formProps} className="flex items-end gap-2">
            <input type="hidden" name="action" value="tag_add" />
            <input type="hidden" name="ids" value={leadId} />
            <div className="grid flex-1 gap-1">
              <Label htmlFor={`lead-${leadId}-tag`}>Add a tag</Label>
              <Input id={`lead-${leadId}-tag`} name="tagName" maxLength={30} aria-invalid={fieldError(addTag.state, "tagName") ? true : undefined} />
            </div>
            <Button type="submit" size="sm" variant="outline" disabled={addTag.pending}>
              Add
            </Button>
          </form>
          <FormMessage state={addTag.state} />
        </div>
        <div className="space-y-2">
          <h3 className="font-medium">Consent record</h3>
          {!hasConsentHash && <p className="text-muted-foreground">Captured before consent records were hashed: the download says so.</p>}
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline">
              <a href={`/api/crm/leads/${leadId}/consent-record`} download>
                Download consent record
              </a>
            </Button>
            <Button asChild size="sm" variant="ghost">
              <Link href={`/crm/leads/${leadId}/consent`}>Printable view</Link>
            </Button>
          </div>
        </div>
        <div className="space-y-2">
          <h3 className="font-medium">Same person twice?</h3>
          <Button asChild size="sm" variant="outline">
            <Link href={`/crm/leads/${leadId}/merge`}>Merge another lead into this one</Link>
          </Button>
        </div>
        <form {...del.formProps} className="space-y-2">
          <input type="hidden" name="action" value="delete" />
          <input type="hidden" name="ids" value={leadId} />
          <Button type="submit" size="sm" variant="outline" className="text-destructive" disabled={del.pending}>
            {del.pending ? "Deleting..." : "Delete lead"}
          </Button>
          <FormMessage state={del.state} />
        </form>
        {admin && (
          <form {...erase.formProps} className="space-y-2 rounded-md border border-destructive/40 p-3">
            <input type="hidden" name="leadId" value={leadId} />
            <h3 className="font-medium text-destructive">Erase this person</h3>
            <p className="text-muted-foreground">
              The privacy request: every lead, message, chat, e-mail and webhook payload with this e-mail or phone is deleted for good. Only an opt-out record stays.
              This cannot be undone.
            </p>
            <div className="grid gap-1">
              <Label htmlFor={`lead-${leadId}-erase`}>Type ERASE to confirm</Label>
              <Input id={`lead-${leadId}-erase`} name="confirm" autoComplete="off" aria-invalid={fieldError(erase.state, "confirm") ? true : undefined} />
              <p className="text-destructive">{fieldError(erase.state, "confirm")}</p>
            </div>
            <Button type="submit" size="sm" variant="destructive" disabled={erase.pending}>
              {erase.pending ? "Erasing..." : "Erase this person"}
            </Button>
            <FormMessage state={erase.state} />
          </form>
        )}
      </CardContent>
    </Card>
  );
}
