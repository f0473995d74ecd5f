"use client";

import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { assistantConfigSchema, type AssistantConfig } from "@/lib/schemas/assistant-config";

export type ConfigFormValues = z.input<typeof assistantConfigSchema>;

export function useConfigForm(config: AssistantConfig) {
  return useForm<ConfigFormValues, unknown, AssistantConfig>({
    resolver: zodResolver(assistantConfigSchema),
    defaultValues: config,
    mode: "onTouched",
  });
}
export type ConfigForm = ReturnType<typeof useConfigForm>;

/** The first message of a field or of any item in a list field. */
export function messageOf(error: FieldErrors | { message?: string } | undefined | unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const e = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof e.message === "string") return e.message;
  if (typeof e.root?.message === "string") return e.root.message;
  for (const value of Object.values(error)) {
    const m = messageOf(value);
    if (m) return m;
  }
  return undefined;
}
