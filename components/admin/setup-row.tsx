import { Link } from "@/components/ui/link";
import { ActionButton } from "@/components/forms/action-button";
import { CopyValue } from "@/components/integrations/copy-value";
import { SetupStateBadge } from "@/components/admin/setup-state-badge";
import { testIntegrationAction } from "@/lib/setup/actions";
import type { ChecklistRow } from "@/lib/setup/checklist";

/**
 * One integration of the setup checklist: its state and why, the variables to set (set or not, never
 * a value) with where the vendor shows each, the webhook URL and what it last received, and a Test.
 */
export function SetupRow({ row }: { row: ChecklistRow }) {
  const headingId = `setup-${row.key}-heading`;
  return (
    <li id={`setup-${row.key}`} aria-labelledby={headingId} className="scroll-mt-24 space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {row.title}
        </h3>
        <SetupStateBadge state={row.state} />
      </div>
      <p className="text-sm text-muted-foreground">{row.summary}</p>
      <p className="break-words text-sm" data-testid="setup-detail">
        {row.detail}
      </p>
      {row.waiting && (
        <p className="text-sm">
          <Link href={row.waiting.href} className="font-medium text-primary underline-offset-4 hover:underline">
            {row.waiting.count.toLocaleString("en-US")} {row.waiting.label}
          </Link>
        </p>
      )}
      {row.facts.length > 0 && (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {row.facts.map((f) => (
            <div key={f.label} className="contents">
              <dt className="text-muted-foreground">{f.label}</dt>
              <dd className="break-all font-mono">{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {row.variables.length > 0 && (
        <ul className="divide-y rounded-md border text-sm" aria-label={`${row.title}: variables`}>
          {row.variables.map((v) => (
            <li key={v.name} className="grid grid-cols-1 gap-1 p-2 sm:grid-cols-[minmax(0,16rem)_6rem_minmax(0,1fr)] sm:gap-3">
              <code className="break-all font-medium">{v.name}</code>
              <span className={v.set ? "text-success" : v.optional ? "text-muted-foreground" : "text-destructive"}>
                {v.set ? "Set" : v.optional ? "Not set (optional)" : "Not set"}
              </span>
              <span className="text-muted-foreground">{v.where}</span>
            </li>
          ))}
        </ul>
      )}
      {row.webhook && (
        <div className="space-y-2 text-sm">
          <p className="font-medium">URL to paste into the vendor</p>
          <CopyValue value={row.webhook.url} label={`${row.title} webhook URL`} />
          {row.webhook.warning && (
            <p role="note" className="rounded-md border border-warning/50 bg-warning/10 p-2 text-foreground">
              {row.webhook.warning}
            </p>
          )}
          {row.webhook.urls.map((u) => (
            <div key={u.url} className="space-y-1">
              <p className="font-medium">{u.label}</p>
              <CopyValue value={u.url} label={`${row.title} ${u.label}`} />
            </div>
          ))}
          <ul className="space-y-1 text-muted-foreground">
            {row.webhook.lines.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        {row.test && (
          <div className="space-y-1">
            <ActionButton
              action={testIntegrationAction}
              fields={{ integration: row.key }}
              label={`Test: ${row.test.label}`}
              busyLabel="Testing..."
              ariaLabel={`Test ${row.title}`}
              successTitle={`${row.title} works`}
            />
            <p className="text-xs text-muted-foreground">{row.test.explains}</p>
          </div>
        )}
        {row.links.map((l) => (
          <Link key={l.href} href={l.href} className="text-sm text-primary underline-offset-4 hover:underline">
            {l.label}
          </Link>
        ))}
      </div>
    </li>
  );
}
