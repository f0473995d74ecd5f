/**
 * The seeded templates and automations (issue 26): original copy for Texas insurance shoppers, and
 * the speed-to-lead rules every agency starts with. Seeded once by name (prisma/seed.ts); admins edit
 * or switch them off at /admin/templates and /admin/automations.
 */
import type { AutomationAction, Trigger } from "@/lib/schemas/automation";

export const DEFAULT_EMAIL_TEMPLATES = {
  firstTouch: {
    name: "First touch",
    category: "first_touch",
    subject: "{{first_name}}, your insurance quote request – {{agent_name}} here",
    body: `Hi {{first_name}},

I'm {{agent_name}}, a licensed agent with {{agency_name}}, and your quote request just landed on my desk.

To price your coverage accurately I'll confirm three things when we talk: the year your roof was last replaced, any claims in the last five years, and the deductible you're comfortable with. Most Texas policies carry a separate wind and hail deductible of 1% or 2% of the dwelling amount: on a $300,000 home that is $3,000 to $6,000 after a hailstorm, so I'll show you both side by side before you decide.

The quickest way is a 10-minute call: {{phone}}. If you'd rather pick a time, here is my calendar: {{booking_link}}

Talk soon,
{{agent_name}}
{{agency_name}} · {{agent_email}}`,
  },
  nextDay: {
    name: "Next-day follow-up",
    category: "follow_up",
    subject: "Following up on your quote, {{first_name}}",
    body: `Hi {{first_name}},

Following up on the quote you asked for yesterday. Two things that usually lower the price for {{city}} homeowners:

- Bundling home and auto with one carrier, often 10–20% off both policies.
- Proof of continuous coverage: if you have your current declarations page, a photo of it is all I need.

Reply with a good time, call me at {{phone}}, or book a slot here: {{booking_link}}

{{agent_name}}
{{agency_name}}`,
  },
  dayThree: {
    name: "Day-3 follow-up",
    category: "follow_up",
    subject: "Still shopping for coverage, {{first_name}}?",
    body: `Hi {{first_name}},

I haven't been able to reach you, so this is my last note for now.

If you're still comparing, I can have side-by-side numbers from several Texas carriers ready within a day of our call, including what changes if you raise your wind and hail deductible. Hail season and storm season are when carriers tighten their rules, so it pays to lock in a rate before your renewal date comes around.

Already found coverage? No problem: reply "all set" and I'll close your file.

{{agent_name}} · {{phone}}
{{agency_name}}`,
  },
} as const;

export const DEFAULT_SMS_TEMPLATE = {
  name: "Intro text",
  category: "first_touch",
  content: "Hi {{first_name}}, this is {{agent_name}} with {{agency_name}} about the insurance quote you requested. Is now a good time for a quick 10-minute call? Reply STOP to opt out.",
};

type TemplateIds = { firstTouch: number; nextDay: number; dayThree: number };
export type DefaultAutomation = { name: string; trigger: Trigger; actions: AutomationAction[] };

const everyLead = { leadTypes: [], sources: [], minScore: null, verifiedOnly: false, duplicate: "any" } as const;

export function defaultAutomations(t: TemplateIds): DefaultAutomation[] {
  return [
    {
      name: "First touch to verified leads, then follow-ups",
      trigger: { type: "lead_captured", conditions: { ...everyLead, leadTypes: [], sources: [], verifiedOnly: true } },
      actions: [
        { type: "send_template", templateId: t.firstTouch, delayMinutes: 0 },
        { type: "send_template", templateId: t.nextDay, delayMinutes: 24 * 60 },
        { type: "send_template", templateId: t.dayThree, delayMinutes: 2 * 24 * 60 },
      ],
    },
    {
      name: "Not contacted after 5 minutes: alert the agent again and tell the admins",
      trigger: { type: "lead_not_contacted", minutes: 5, conditions: { ...everyLead, leadTypes: [], sources: [] } },
      actions: [
        { type: "alert_agent", delayMinutes: 0 },
        { type: "alert_admins", delayMinutes: 0 },
      ],
    },
    {
      name: "Not contacted after 15 minutes: reassign to another available agent",
      trigger: { type: "lead_not_contacted", minutes: 15, conditions: { ...everyLead, leadTypes: [], sources: [] } },
      actions: [{ type: "reassign", delayMinutes: 0 }],
    },
  ];
}
