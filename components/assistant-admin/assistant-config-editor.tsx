"use client";

import { useCallback, useEffect, useState, useTransition } from "react";
import { unstable_rethrow } from "next/navigation";
import { AlertCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";
import { CONFIG_TEXT } from "@/lib/assistant/messages";
import { configErrorField, configToForm } from "@/lib/assistant/config-form";
import { saveAssistantConfigAction } from "@/lib/assistant/actions";
import { NO_ANSWER } from "@/components/forms/use-action-form";
import { failed, IDLE, type ActionState } from "@/lib/forms/action-state";
import type { AssistantConfig } from "@/lib/schemas/assistant-config";
import { ConfigForm } from "@/components/assistant-admin/config-form";
import { PreviewPane } from "@/components/assistant-admin/preview-pane";
import { useConfigForm } from "@/components/assistant-admin/use-config-form";

type LoadState = { status: "loading" } | { status: "failed" } | { status: "loaded"; config: AssistantConfig };

/**
 * /alex-admin: loading → loaded | load failed (Retry), the spec's GET /api/alex/config; the form and the
 * preview share one form state; Save Configuration is a server action.
 */
export function AssistantConfigEditor({ assistantName }: { assistantName: string }) {
  const [state, setState] = useState<LoadState>({ status: "loading" });

  const load = useCallback(async () => {
    setState({ status: "loading" });
    try {
      const config = await apiRequest<AssistantConfig>("GET", "/api/alex/config");
      setState({ status: "loaded", config });
    } catch {
      toast({ title: CONFIG_TEXT.loadFailedToast, variant: "destructive" });
      setState({ status: "failed" });
    }
  }, []);

  useEffect(() => {
    // Fetching on mount is the point of this effect; the state it sets comes from the answer.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (state.status === "loading") {
    return (
      <div className="grid gap-4" aria-busy="true">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={null} /> <span role="status">Loading configuration…</span>
        </p>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (state.status === "failed") {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-destructive/40 p-10 text-center">
        <AlertCircleIcon aria-hidden="true" className="size-8 text-destructive" />
        <p className="text-lg font-semibold">{CONFIG_TEXT.loadFailedScreen}</p>
        <Button onClick={() => void load()}>{CONFIG_TEXT.retry}</Button>
      </div>
    );
  }
  return <LoadedEditor config={state.config} assistantName={assistantName} />;
}

function LoadedEditor({ config, assistantName }: { config: AssistantConfig; assistantName: string }) {
  const form = useConfigForm(config);
  const [, startTransition] = useTransition();

  /**
   * Save Configuration: the server action (the shared schema again, admins only, audited). Run in a
   * transition, so a signed-out or demoted admin gets the sign-in or 403 page; the form stays busy
   * until the answer is in.
   */
  const save = (values: AssistantConfig) =>
    new Promise<void>((done) =>
      startTransition(async () => {
        try {
          let answer: ActionState;
          try {
            answer = await saveAssistantConfigAction(IDLE, configToForm(values));
          } catch (e) {
            unstable_rethrow(e);
            answer = failed(NO_ANSWER);
          }
          if (answer.status === "success") {
            toast({ title: answer.message || CONFIG_TEXT.saved });
            form.reset(values);
            return;
          }
          for (const [path, messages] of Object.entries(answer.fieldErrors ?? {})) {
            if (messages[0]) form.setError(configErrorField(path) as Parameters<typeof form.setError>[0], { message: messages[0] });
          }
          toast({ title: CONFIG_TEXT.saveFailed, description: answer.message, variant: "destructive" });
        } finally {
          done();
        }
      }),
    );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <ConfigForm form={form} onSave={save} />
      <PreviewPane form={form} assistantName={assistantName} />
    </div>
  );
}
