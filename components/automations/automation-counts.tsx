import type { AutomationCounts } from "@/lib/automations/report";

const LABELS: [keyof AutomationCounts, string][] = [
  ["triggered", "Triggered"],
  ["sent", "E-mails sent"],
  ["delivered", "Delivered"],
  ["opened", "Opened"],
  ["bounced", "Bounced or spam"],
  ["contacted5", "Contacted by an agent ≤ 5 min"],
  ["contacted30", "Contacted ≤ 30 min"],
  ["textsSent", "Texts sent"],
  ["textsDelivered", "Texts delivered"],
  ["textsFailed", "Texts failed"],
  ["replies", "Text replies"],
];

/** An automation's figures for the last 30 days, as a definition list. */
export function AutomationCountsList({ counts, name, textFailures = [] }: { counts: AutomationCounts | undefined; name: string; textFailures?: { code: string; count: number }[] }) {
  return (
    <div className="grid gap-1">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4 lg:grid-cols-6" aria-label={`${name}: last 30 days`} data-counts={name}>
        {LABELS.map(([key, label]) => (
          <div key={key} className="min-w-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums" data-count={key}>{(counts?.[key] ?? 0).toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      {textFailures.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="text-failures">
          Texts failed by Twilio error code: {textFailures.map((f) => `${f.code === "none" ? "no code" : f.code} × ${f.count.toLocaleString("en-US")}`).join(", ")}
        </p>
      )}
    </div>
  );
}
