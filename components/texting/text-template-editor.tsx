"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormMessage } from "@/components/forms/form-message";
import { shown, useActionForm } from "@/components/forms/use-action-form";
import { SegmentCounter } from "@/components/texting/segment-counter";
import { saveSmsTemplateAction, type SavedTemplateState } from "@/lib/texting/actions";
import { withOptOutLine } from "@/lib/texting/opt-out-line";
import { smsTemplateSchema } from "@/lib/schemas/email-template";
import { applyMergeFields, TEMPLATE_MERGE_FIELDS, type TemplateMergeField } from "@/content/merge-fields";
import { fieldError } from "@/lib/forms/action-state";

export type TextTemplateValues = { id: number | null; name: string; content: string; isActive: boolean };

/**
 * A text template's form (name, message, active) with the merge fields it may use, refused at save
 * when unknown (browser and server alike), and a live segment counter over the message as a person
 * would get it: the fields filled with sample values, and the first text's "Reply STOP to opt out".
 */
export function TextTemplateEditor({ template, sample }: { template: TextTemplateValues; sample: Record<TemplateMergeField, string> }) {
  const router = useRouter();
  const [content, setContent] = useState(template.content);
  const save = useActionForm<SavedTemplateState>(saveSmsTemplateAction, { schema: smsTemplateSchema, errorTitle: "Could not save the text template" });
  useEffect(() => {
    if (template.id === null && save.state.status === "success" && save.state.id) router.push(`/admin/text-templates/${save.state.id}`);
  }, [router, save.state, template.id]);
  const error = (name: string) => fieldError(save.state, name);
  const rendered = withOptOutLine(applyMergeFields(content, sample), true);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form {...save.formProps} className="grid gap-4" aria-label="Text template">
        {template.id !== null && <input type="hidden" name="templateId" value={template.id} />}
        <Field label="Name" htmlFor="text-template-name" error={error("name")} required>
          <Input name="name" defaultValue={shown(save.state, "name", template.name)} />
        </Field>
        <Field label="Message" htmlFor="text-template-content" error={error("content")} required description="Merge fields in double braces, like {{first_name}}. The first text to a person ends with “Reply STOP to opt out” (added when the message does not say it).">
          <Textarea name="content" rows={6} value={content} onChange={(e) => setContent(e.target.value)} aria-describedby="text-template-count" />
        </Field>
        <SegmentCounter id="text-template-count" text={rendered} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="isActive" defaultChecked={template.isActive} className="size-4" /> Active (automations and agents may send it)
        </label>
        <div>
          <Button type="submit" disabled={save.pending}>{save.pending ? "Saving..." : template.id === null ? "Create text template" : "Save text template"}</Button>
        </div>
        <FormMessage state={save.state} />
        <details className="rounded-md border p-3 text-sm">
          <summary className="cursor-pointer font-medium">Merge fields you can use</summary>
          <dl className="mt-2 grid gap-1">
            {Object.entries(TEMPLATE_MERGE_FIELDS).map(([name, help]) => (
              <div key={name} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
                <dt><code>{`{{${name}}}`}</code></dt>
                <dd className="text-muted-foreground">{help}</dd>
              </div>
            ))}
          </dl>
        </details>
      </form>
      <section aria-label="As a person gets it" className="grid content-start gap-2">
        <h2 className="font-semibold">As a person gets it (sample values, first text)</h2>
        <p className="whitespace-pre-wrap break-words rounded-2xl rounded-bl-sm bg-muted p-3 text-sm" data-testid="text-template-preview">{rendered}</p>
        <p className="text-sm text-muted-foreground">Counted with sample values: a longer name or city can add a segment. Letters such as á, í, ó, ú or curly quotes switch the whole text to UCS-2 (70 characters a segment instead of 160).</p>
      </section>
    </div>
  );
}
