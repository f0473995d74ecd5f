import { ArrowRightIcon } from "lucide-react";

const BENEFITS = [
  "Ad campaigns optimise on what your agency earns from: appointments, quotes and sold policies, not just form fills.",
  "Every stage reaches Meta once, hashed as Meta requires, even when Meta or this server is down for a while.",
  "One place for every CRM: HubSpot, Pipedrive and Salesforce directly, anything else through Zapier.",
  "Deliveries that cannot be matched to a lead are kept and listed, never dropped.",
];

const FLOW = [
  { step: "Lead received", event: "Lead" },
  { step: "Verification score above 85", event: "CompleteRegistration" },
  { step: "Appointment or contact stage", event: "Schedule" },
  { step: "Policy sold", event: "Purchase with the revenue" },
];

/** The Overview tab: benefits and the 4-step event flow. */
export function CrmOverview() {
  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
      <div className="space-y-2">
        <h3 className="font-semibold">Why connect your CRM</h3>
        <ul className="list-inside list-disc space-y-1 text-sm">
          {BENEFITS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">Event flow</h3>
        <ol className="space-y-2 text-sm">
          {FLOW.map((f, i) => (
            <li key={f.step} className="flex items-center gap-2 rounded-md border p-2">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">{i + 1}</span>
              <span>{f.step}</span>
              <ArrowRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="font-medium">{f.event}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
