"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { SegmentCounter } from "@/components/texting/segment-counter";
import { fieldError } from "@/lib/forms/action-state";
import { manualTextSchema } from "@/lib/schemas/texting";
import { sendTextAction, type SendTextState } from "@/lib/texting/actions";
import { withOptOutLine } from "@/lib/texting/opt-out-line";

export type TemplateOption = { id: number; name: string; body: string };

const newToken = () => crypto.randomUUID();

/**
 * The agent's answer: a template (filled in for this lead) or free text, a live segment counter, and
 * Send. Disabled, with the reason beside it, when the person opted out or texting cannot work. Outside
 * the law's hours the server asks first: the form says when the text will go, and "Send then" queues
 * it for that minute.
 */
export function TextReplyForm({ leadId, firstName, templates, firstText, disabledReason, onSent }: { leadId: number; firstName: string; templates: TemplateOption[]; firstText: boolean; disabledReason: string | null; onSent: () => void }) {
  const [body, setBody] = useState("");
  const [templateId, setTemplateId] = useState("");
  const [token, setToken] = useState(newToken);
  const [confirmLater, setConfirmLater] = useState(false);
  const send = useActionForm<SendTextState>(sendTextAction, {
    schema: manualTextSchema,
    errorTitle: "The text was not sent",
    onSuccess: () => {
      setBody("");
      setTemplateId("");
      setToken(newToken());
      setConfirmLater(false);
      onSent();
    },
  });
  const confirm = send.state.confirm && !confirmLater ? send.state.confirm : null;
  // "Send then": the same text and token again, confirmed.
  useEffect(() => {
    if (confirmLater) send.formRef.current?.requestSubmit();
  }, [confirmLater, send.formRef]);
  const disabled = disabledReason !== null;
  const willSend = withOptOutLine(body, firstText);

  return (
    <form {...send.formProps} className="grid gap-3" aria-label={`Text ${firstName}`}>
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="confirmLater" value={confirmLater ? "true" : "false"} />
      {templates.length > 0 && (
        <Field label="Template" htmlFor={`text-template-${leadId}`}>
          <NativeSelect
            name="templateId"
            value={templateId}
            disabled={disabled}
            onChange={(e) => {
              setTemplateId(e.target.value);
              const t = templates.find((x) => String(x.id) === e.target.value);
              if (t) setBody(t.body);
            }}
          >
            <NativeSelectOption value="">Free text</NativeSelectOption>
            {templates.map((t) => (
              <NativeSelectOption key={t.id} value={t.id}>{t.name}</NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Field label={`Message to ${firstName}`} htmlFor={`text-body-${leadId}`} error={fieldError(send.state, "body")} description={firstText ? "Their first text: “Reply STOP to opt out” is added at the end (counted below)." : undefined}>
        <Textarea name="body" rows={4} value={body} disabled={disabled} onChange={(e) => { setBody(e.target.value); setConfirmLater(false); }} aria-describedby={`text-count-${leadId}`} />
      </Field>
      <SegmentCounter id={`text-count-${leadId}`} text={willSend} />
      {confirm && (
        <div role="alertdialog" aria-labelledby={`text-confirm-${leadId}`} className="grid gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          <p id={`text-confirm-${leadId}`} className="font-medium">Outside the hours texts may be sent</p>
          <p>{confirm.message}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => setConfirmLater(true)}>Send then</Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setToken(newToken())}>Keep it, don&apos;t send</Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={disabled || send.pending || body.trim() === ""} aria-describedby={disabled ? `text-disabled-${leadId}` : undefined}>
          {send.pending ? "Sending..." : "Send"}
        </Button>
        {disabled && (
          <p id={`text-disabled-${leadId}`} role="note" className="text-sm text-muted-foreground" data-testid="send-disabled-reason">
            {disabledReason}
          </p>
        )}
      </div>
      <FormMessage state={send.state} />
    </form>
  );
}
