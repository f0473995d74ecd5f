"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormMessage } from "@/components/forms/form-message";
import { shown, useActionForm } from "@/components/forms/use-action-form";
import { previewTemplateAction, saveEmailTemplateAction } from "@/lib/automations/actions";
import { emailTemplateSchema, templatePreviewSchema } from "@/lib/schemas/email-template";
import { TEMPLATE_MERGE_FIELDS } from "@/content/merge-fields";
import { fieldError } from "@/lib/forms/action-state";

export type TemplateValues = { id: number | null; name: string; subject: string; body: string; fromName: string; replyTo: string; isActive: boolean };

/**
 * An e-mail template's form (name, subject, plain-text body, from name, reply-to, active) with the
 * merge fields it may use, and a preview against a real lead (what is typed, saved or not). An
 * unknown field or an open brace is refused, in the browser and on the server, naming it.
 */
export function TemplateEditor({ template, sampleLeadId }: { template: TemplateValues; sampleLeadId: number | null }) {
  const router = useRouter();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const save = useActionForm(saveEmailTemplateAction, { schema: emailTemplateSchema, errorTitle: "Could not save the template" });
  // A new template, once created, continues on its own page.
  useEffect(() => {
    if (template.id === null && save.state.status === "success" && save.state.id) router.push(`/admin/templates/${save.state.id}`);
  }, [router, save.state, template.id]);
  const preview = useActionForm(previewTemplateAction, { schema: templatePreviewSchema, errorTitle: "Could not preview" });
  const error = (name: string) => fieldError(save.state, name);
  const p = preview.state.status === "success" ? preview.state.preview : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form {...save.formProps} className="grid gap-4" aria-label="Template">
        {template.id !== null && <input type="hidden" name="templateId" value={template.id} />}
        <Field label="Name" htmlFor="template-name" error={error("name")} required>
          <Input name="name" defaultValue={shown(save.state, "name", template.name)} />
        </Field>
        <Field label="Subject" htmlFor="template-subject" error={error("subject")} required>
          <Input name="subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
        </Field>
        <Field label="Message (plain text)" htmlFor="template-body" error={error("body")} required description="Blank lines separate paragraphs. The agency's postal address and the opt-out link are added under every automated e-mail.">
          <Textarea name="body" rows={16} value={body} onChange={(e) => setBody(e.target.value)} className="font-mono text-sm" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="From name" htmlFor="template-from" error={error("fromName")} description="Empty: the agent who has the lead.">
            <Input name="fromName" defaultValue={shown(save.state, "fromName", template.fromName)} />
          </Field>
          <Field label="Reply-to" htmlFor="template-reply" error={error("replyTo")} description="Empty: the agent's own address.">
            <Input type="email" name="replyTo" defaultValue={shown(save.state, "replyTo", template.replyTo)} />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="isActive" defaultChecked={template.isActive} className="size-4" /> Active (automations send it)
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.pending}>{save.pending ? "Saving..." : template.id === null ? "Create template" : "Save template"}</Button>
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

      <section aria-label="Preview" className="grid content-start gap-4">
        <form {...preview.formProps} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="subject" value={subject} />
          <input type="hidden" name="body" value={body} />
          <Field label="Preview for lead #" htmlFor="preview-lead" error={fieldError(preview.state, "leadId") ?? fieldError(preview.state, "body")}>
            <Input name="leadId" inputMode="numeric" className="w-32" defaultValue={shown(preview.state, "leadId", sampleLeadId)} />
          </Field>
          <Button type="submit" variant="outline" disabled={preview.pending}>{preview.pending ? "Rendering..." : "Preview"}</Button>
        </form>
        {p ? (
          <article className="grid gap-2 rounded-md border p-4" data-testid="template-preview">
            <p className="text-sm text-muted-foreground">
              From: {p.fromName} · Reply-to: {p.replyTo ?? "the agency's address"} · For lead #{p.lead.id} {p.lead.fullName}
              {p.agent ? ` (agent ${p.agent})` : " (no agent yet)"}
            </p>
            <p className="font-semibold">{p.subject}</p>
            <pre className="whitespace-pre-wrap break-words font-sans text-sm">{p.text}</pre>
          </article>
        ) : (
          <p className="text-sm text-muted-foreground">Enter a lead&apos;s number to see this e-mail as that person would get it.</p>
        )}
      </section>
    </div>
  );
}
