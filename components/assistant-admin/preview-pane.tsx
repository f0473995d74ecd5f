"use client";

import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest, ApiError } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";
import { CHAT_LIMITS } from "@/lib/constants";
import { assistantConfigSchema } from "@/lib/schemas/assistant-config";
import type { ConfigForm } from "@/components/assistant-admin/use-config-form";

type PreviewAnswer = { response: string; topic: string; source: "openai" | "offline" | "fallback" };
const SOURCE_LABEL: Record<PreviewAnswer["source"], string> = { openai: "OpenAI", offline: "Offline library", fallback: "Fallback" };

/** Answers a test message with the form's current, unsaved configuration. Nothing is stored. */
export function PreviewPane({ form, assistantName }: { form: ConfigForm; assistantName: string }) {
  const [message, setMessage] = useState("How can I get more home insurance leads in Houston?");
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const resultId = useId();

  const run = async () => {
    if (!message.trim() || busy) return;
    const valid = await form.trigger();
    const parsed = assistantConfigSchema.safeParse(form.getValues());
    if (!valid || !parsed.success) {
      toast({ title: "Fix the highlighted fields first", description: "The preview uses the configuration as it is in the form.", variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      setAnswer(await apiRequest<PreviewAnswer>("POST", "/api/alex/preview", { config: parsed.data, message }));
    } catch (e) {
      toast({ title: "Preview failed", description: e instanceof ApiError && e.serverMessage ? e.serverMessage : "Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle as="h2">Preview</CardTitle>
        <CardDescription>Try a visitor&apos;s message against your unsaved changes.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field label="Test message" htmlFor="preview-message">
          <Textarea rows={3} maxLength={CHAT_LIMITS.maxMessageChars} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <Button type="button" onClick={run} disabled={busy || !message.trim()} aria-controls={resultId}>
          {busy ? "Sending..." : "Send test message"}
        </Button>
        <div id={resultId} aria-live="polite" aria-busy={busy}>
          {answer && (
            <figure className="grid gap-2 rounded-lg border bg-muted/40 p-3" aria-label={`${assistantName}'s preview reply`}>
              <figcaption className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{assistantName}</span>
                <Badge variant="secondary">{SOURCE_LABEL[answer.source]}</Badge>
                <Badge variant="outline">Topic: {answer.topic.replace("_", " ")}</Badge>
              </figcaption>
              <p className="whitespace-pre-wrap text-sm" data-testid="preview-reply">
                {answer.response}
              </p>
            </figure>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
