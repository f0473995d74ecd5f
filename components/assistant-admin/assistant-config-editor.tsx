"use client";

import { useCallback, useEffect, useState } from "react";
import { AlertCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, ApiError } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";
import { CONFIG_TEXT } from "@/lib/assistant/messages";
import type { AssistantConfig } from "@/lib/schemas/assistant-config";
import { ConfigForm } from "@/components/assistant-admin/config-form";
import { PreviewPane } from "@/components/assistant-admin/preview-pane";
import { useConfigForm } from "@/components/assistant-admin/use-config-form";

type LoadState = { status: "loading" } | { status: "failed" } | { status: "loaded"; config: AssistantConfig };

/** /alex-admin: loading → loaded | load failed (Retry); the form and the preview share one form state. */
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

  const save = async (values: AssistantConfig) => {
    try {
      const res = await apiRequest<{ success: boolean; message?: string }>("POST", "/api/alex/config", values);
      toast({ title: res.message || CONFIG_TEXT.saved });
      form.reset(values);
    } catch (e) {
      if (e instanceof ApiError) {
        for (const [path, messages] of Object.entries(e.fieldErrors)) {
          if (path !== "_" && messages[0]) form.setError(path as Parameters<typeof form.setError>[0], { message: messages[0] });
        }
      }
      toast({ title: CONFIG_TEXT.saveFailed, description: e instanceof ApiError ? e.serverMessage : undefined, variant: "destructive" });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <ConfigForm form={form} onSave={save} />
      <PreviewPane form={form} assistantName={assistantName} />
    </div>
  );
}
