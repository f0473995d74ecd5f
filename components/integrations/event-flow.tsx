import { COMPLETE_REGISTRATION_SCORE } from "@/lib/constants";

const STEPS = [
  { when: "A lead is received", sends: "Lead" },
  { when: `Its verification score is above ${COMPLETE_REGISTRATION_SCORE}%`, sends: "CompleteRegistration" },
  { when: "It moves to the appointment or contact stage", sends: "Schedule" },
  { when: "A policy is sold", sends: "Purchase, with the revenue value" },
];

/** The automated conversion flow (crm-and-integrations.md §2) as the testing pages describe it. */
export function EventFlow() {
  return (
    <ol className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((s, i) => (
        <li key={s.sends} className="rounded-md border p-3">
          <p className="text-xs font-medium text-muted-foreground">Step {i + 1}</p>
          <p>{s.when}</p>
          <p className="font-semibold">→ {s.sends}</p>
        </li>
      ))}
    </ol>
  );
}
