import { describe, expect, it } from "vitest";
import { configErrorField, configFromForm, configToForm } from "@/lib/assistant/config-form";
import { assistantConfigSchema, type AssistantConfig } from "@/lib/schemas/assistant-config";
import { formValues } from "@/lib/forms/action-state";

const config: AssistantConfig = {
  personality: { tone: "Neighbourly", expertise: "Texas P&C marketing", communicationStyle: "Short, plain sentences", specialties: ["Home leads", "Auto leads"] },
  responseGuidelines: { maxLength: 90, includeCallToAction: true, mentionSpecificServices: false, focusOnResults: true },
  businessContext: { companyName: "Texas Insurance Leads", targetAudience: "Independent agents", currentEvents: [], keyServices: ["Verified leads", "Storm-season checklist"] },
};

describe("the assistant configuration as form fields", () => {
  it("goes through the form and back unchanged", () => {
    expect(assistantConfigSchema.parse(configFromForm(formValues(configToForm(config))))).toEqual(config);
  });

  it("reads lists one item per line (blank lines dropped), a checkbox's on as true and its absence as false", () => {
    const input = configFromForm({
      "personality.tone": "Calm",
      "personality.specialties": "  Home leads \n\n Auto leads\n",
      "responseGuidelines.includeCallToAction": "on",
      "responseGuidelines.maxLength": "",
    }) as { personality: { specialties: string[] }; responseGuidelines: Record<string, unknown> };
    expect(input.personality.specialties).toEqual(["Home leads", "Auto leads"]);
    expect(input.responseGuidelines).toEqual({ maxLength: undefined, includeCallToAction: true, mentionSpecificServices: false, focusOnResults: false });
  });

  it("puts an error of one list item on its list", () => {
    expect(configErrorField("businessContext.keyServices.3")).toBe("businessContext.keyServices");
    expect(configErrorField("personality.specialties")).toBe("personality.specialties");
    expect(configErrorField("personality.tone")).toBe("personality.tone");
  });
});
