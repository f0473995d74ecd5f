import type { AutomationCounts } from "@/lib/automations/report";

const LABELS: [keyof AutomationCounts, string][] = [
  ["triggered", "Triggered"],
  ["sent", "E-mails sent"],
  ["delivered", "Delivered"],
  ["opened", "Opened"],
  ["bounced", "Bounced or spam"],
  ["contacted5", "Contacted by an agent ≤ 5 min"],
  ["contacted30", "Contacted ≤ 30 min"],
];

/** An automation's figures for the last 30 days, as a definition list. */
export function AutomationCountsList({ counts, name }: { counts: AutomationCounts | undefined; name: string }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4 lg:grid-cols-7" aria-label={`${name}: last 30 days`} data-counts={name}>
      {LABELS.map(([key, label]) => (
        <div key={key} className="min-w-0">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums" data-count={key}>{(counts?.[key] ?? 0).toLocaleString("en-US")}</dd>
        </div>
      ))}
    </dl>
  );
}
