import { Badge } from "@/components/ui/badge";
import { formatSeconds } from "@/lib/crm/format";
import { taskLabel } from "@/lib/jobs/task-labels";
import type { PipelineHealth, SpeedFigure } from "@/lib/jobs/pipeline-health";
import { CRM_TIME_ZONE, QUEUE_BEHIND_SECONDS } from "@/lib/constants";

const CLOCK = new Intl.DateTimeFormat("en-US", { timeZone: CRM_TIME_ZONE, hour: "numeric", minute: "2-digit", second: "2-digit" });
const n = (v: number) => v.toLocaleString("en-US");

function Speed({ label, figure, of }: { label: string; figure: SpeedFigure; of: number }) {
  return (
    <div className="rounded-md border p-4" data-figure={label}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 space-y-0.5">
        {figure.count === 0 || figure.p50Seconds === null ? (
          <span className="text-muted-foreground">None yet</span>
        ) : (
          <>
            <span className="block text-lg font-semibold tabular-nums">
              p50 {formatSeconds(figure.p50Seconds)} · p95 {formatSeconds(figure.p95Seconds ?? figure.p50Seconds)}
            </span>
            <span className="block text-xs text-muted-foreground tabular-nums">
              {n(figure.count)} of {n(of)} leads · slowest {formatSeconds(figure.maxSeconds ?? figure.p50Seconds)}
            </span>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * /admin/jobs's "Right now" (issue 34): whether workers are running, the queue by task with its
 * longest wait, and the last minutes' speed to lead (capture → buyer, capture → first e-mail).
 */
export function PipelineNow({ health, refreshSeconds }: { health: PipelineHealth; refreshSeconds: number }) {
  const { window: w } = health;
  const beatAgo = health.lastBeatAt ? Math.max(0, (health.at.getTime() - health.lastBeatAt.getTime()) / 1000) : null;
  return (
    <section aria-labelledby="pipeline-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pipeline-heading" className="text-2xl font-semibold">
          Right now
        </h2>
        <p className="text-sm text-muted-foreground">
          Read at {CLOCK.format(health.at)} (Texas time) · updates every {refreshSeconds} s
        </p>
      </div>

      {health.runners > 0 ? (
        <p className="flex flex-wrap items-center gap-2" data-workers="running">
          <Badge variant="success">Running</Badge>
          <span>
            {n(health.runners)} job {health.runners === 1 ? "runner" : "runners"} working
          </span>
          {beatAgo !== null && <span className="text-muted-foreground">(last heartbeat {formatSeconds(beatAgo)} ago)</span>}
        </p>
      ) : (
        <div role="alert" className="rounded-md border border-destructive/50 p-4" data-workers="stopped">
          <p className="font-medium text-destructive">No worker is running.</p>
          <p className="text-sm text-muted-foreground">
            Nothing below moves until one starts: <code>npm start</code> runs one beside the site, <code>npm run worker</code> runs one on its own.
            {health.lastBeatAt && <> The last heartbeat was at {CLOCK.format(health.lastBeatAt)}.</>}
          </p>
        </div>
      )}

      <div className="space-y-2">
        <h3 className="font-semibold">Leads captured in the last {w.minutes} minutes: {n(w.captured)}</h3>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Speed label="Capture → delivered to a buyer" figure={w.delivered} of={w.captured} />
          <Speed label="Capture → first e-mail to the person" figure={w.firstEmail} of={w.captured} />
          <div className="rounded-md border p-4" data-figure="Waiting for a buyer">
            <dt className="text-sm text-muted-foreground">Consumers waiting to be routed</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{n(w.routing)}</dd>
          </div>
        </dl>
      </div>

      <div className="space-y-2">
        <h3 className="font-semibold">Queue</h3>
        {health.queue.length === 0 ? (
          <p className="rounded-md border p-4 text-muted-foreground">Nothing is queued.</p>
        ) : (
          // A phone scrolls the table sideways (keyboard too: the region takes focus) rather than squeeze the task's words.
          <div className="overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" tabIndex={0} role="region" aria-label="Queue by task">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Background jobs by task: waiting, longest wait, running and scheduled for later</caption>
              <thead>
                <tr className="bg-muted/50 text-left text-muted-foreground">
                  {["Task", "Waiting", "Longest wait", "Running", "Scheduled later"].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {health.queue.map((row) => {
                  const label = taskLabel(row.task);
                  const late = (row.oldestWaitSeconds ?? 0) > QUEUE_BEHIND_SECONDS;
                  return (
                    <tr key={row.task} className="border-t align-top" data-task={row.task}>
                      <th scope="row" className="px-3 py-2 text-left font-normal">
                        <span className="block">{label ?? row.task}</span>
                        {label && <code className="text-xs text-muted-foreground">{row.task}</code>}
                      </th>
                      <td className="px-3 py-2 tabular-nums">{n(row.waiting)}</td>
                      <td className="px-3 py-2 tabular-nums whitespace-nowrap">
                        {row.oldestWaitSeconds === null ? "–" : formatSeconds(row.oldestWaitSeconds)}
                        {late && (
                          <Badge variant="warning" className="ml-2">
                            Behind
                          </Badge>
                        )}
                      </td>
                      <td className="px-3 py-2 tabular-nums">{n(row.running)}</td>
                      <td className="px-3 py-2 tabular-nums">{n(row.later)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
