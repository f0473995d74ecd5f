/**
 * Texting's seeded copy and automation (issue 33), created once by name (prisma/seed-automations.ts):
 * a Spanish first-touch text beside the English "Intro text" (lib/automations/defaults.ts), and the
 * automation that sends the first text at capture, inactive until Twilio is configured.
 */
import type { DefaultAutomation } from "@/lib/automations/defaults";

/**
 * Texas has the largest Spanish-speaking population after California. "cotización" and "está" put
 * it in UCS-2 (70 characters a segment): the editor's counter shows what that costs.
 */
export const SPANISH_SMS_TEMPLATE = {
  name: "Primer mensaje (español)",
  category: "first_touch",
  content:
    "Hola {{first_name}}, soy {{agent_name}} de {{agency_name}}. Recibí su solicitud de cotización de seguro. ¿Le queda bien una llamada de 10 minutos hoy? Responda STOP para no recibir más mensajes.",
};

export const FIRST_TEXT_AUTOMATION_NAME = "First text at capture (Twilio), then the e-mail first touch";

/**
 * A verified lead's first text the moment it is captured (inside the law's hours; outside them it
 * waits for the next allowed minute in the recipient's time). The e-mail first touch stays with the
 * e-mail automation, as before: this one adds the text.
 */
export function firstTextAutomation(introTextId: number): DefaultAutomation {
  return {
    name: FIRST_TEXT_AUTOMATION_NAME,
    trigger: { type: "lead_captured", conditions: { leadTypes: [], sources: [], minScore: null, verifiedOnly: true, duplicate: "any" } },
    actions: [{ type: "send_text_template", templateId: introTextId, delayMinutes: 0 }],
  };
}
