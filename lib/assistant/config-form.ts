import type { AssistantConfig } from "@/lib/schemas/assistant-config";

/**
 * The assistant configuration as a form posts it to its server action: dotted field names, each list
 * as text with one item per line, each switch "true" or "false" (a checkbox's "on" reads as true,
 * its absence as false). Shared by the browser (configToForm) and the action (configFromForm), which
 * then validates the result with the shared schema.
 */
export const CONFIG_LIST_FIELDS = ["personality.specialties", "businessContext.currentEvents", "businessContext.keyServices"] as const;
export const CONFIG_FLAG_FIELDS = ["responseGuidelines.includeCallToAction", "responseGuidelines.mentionSpecificServices", "responseGuidelines.focusOnResults"] as const;

export function configToForm(config: AssistantConfig): FormData {
  const form = new FormData();
  form.set("personality.tone", config.personality.tone);
  form.set("personality.expertise", config.personality.expertise);
  form.set("personality.communicationStyle", config.personality.communicationStyle);
  form.set("personality.specialties", config.personality.specialties.join("\n"));
  form.set("responseGuidelines.maxLength", String(config.responseGuidelines.maxLength));
  form.set("responseGuidelines.includeCallToAction", String(config.responseGuidelines.includeCallToAction));
  form.set("responseGuidelines.mentionSpecificServices", String(config.responseGuidelines.mentionSpecificServices));
  form.set("responseGuidelines.focusOnResults", String(config.responseGuidelines.focusOnResults));
  form.set("businessContext.companyName", config.businessContext.companyName);
  form.set("businessContext.targetAudience", config.businessContext.targetAudience);
  form.set("businessContext.currentEvents", config.businessContext.currentEvents.join("\n"));
  form.set("businessContext.keyServices", config.businessContext.keyServices.join("\n"));
  return form;
}

/** The posted fields as the schema's input (not yet validated). */
export function configFromForm(values: Record<string, string | string[]>): unknown {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);
  const lines = (name: string) =>
    (text(name) ?? "")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
  const flag = (name: string) => text(name) === "true" || text(name) === "on";
  const maxLength = text("responseGuidelines.maxLength")?.trim();
  return {
    personality: {
      tone: text("personality.tone"),
      expertise: text("personality.expertise"),
      communicationStyle: text("personality.communicationStyle"),
      specialties: lines("personality.specialties"),
    },
    responseGuidelines: {
      maxLength: maxLength ? Number(maxLength) : undefined,
      includeCallToAction: flag("responseGuidelines.includeCallToAction"),
      mentionSpecificServices: flag("responseGuidelines.mentionSpecificServices"),
      focusOnResults: flag("responseGuidelines.focusOnResults"),
    },
    businessContext: {
      companyName: text("businessContext.companyName"),
      targetAudience: text("businessContext.targetAudience"),
      currentEvents: lines("businessContext.currentEvents"),
      keyServices: lines("businessContext.keyServices"),
    },
  };
}

/** A field error's path as the form shows it: an item of a list ("businessContext.keyServices.2") belongs to its list. */
export function configErrorField(path: string): string {
  return CONFIG_LIST_FIELDS.find((list) => path === list || path.startsWith(`${list}.`)) ?? path;
}
