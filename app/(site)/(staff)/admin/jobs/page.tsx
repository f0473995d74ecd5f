import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { ActionButton } from "@/components/forms/action-button";
import { requireRole } from "@/lib/auth/session";
import { listFailedJobs } from "@/lib/jobs/failed-jobs";
import { retryJobAction } from "@/lib/jobs/actions";
import { undeliverable } from "@/lib/setup/undeliverable";
import { UndeliverableNotice } from "@/components/admin/undeliverable-notice";
import { PipelineNow } from "@/components/admin/pipeline-now";
import { RefreshWhileVisible } from "@/components/admin/refresh-while-visible";
import { pipelineHealth } from "@/lib/jobs/pipeline-health";
import { PIPELINE_REFRESH_MS } from "@/lib/constants";

export const metadata: Metadata = { title: "Background jobs", robots: { index: false } };

/**
 * The job pipeline: right now (workers, the queue by task, the last minutes' speed to lead), then the
 * failed background jobs (e-mails, conversion events…): what failed, how often, and a retry.
 */
export default async function JobsPage() {
  await requireRole("admin");
  const [jobs, blocked, health] = await Promise.all([listFailedJobs(), undeliverable(), pipelineHealth()]);
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Background jobs</h1>
        <p className="text-muted-foreground">E-mails, texts, deliveries to buyers, automations and imports run here, off the request path.</p>
      </div>
      <RefreshWhileVisible everyMs={PIPELINE_REFRESH_MS} />
      <PipelineNow health={health} refreshSeconds={PIPELINE_REFRESH_MS / 1000} />
      <div>
        <h2 className="text-2xl font-semibold">Failed jobs</h2>
        <p className="text-muted-foreground">
          Jobs retry on their own with growing delays. Those that used up their attempts stay here until retried.
        </p>
      </div>
      <UndeliverableNotice items={blocked} />
      {jobs.length === 0 ? (
        <p className="rounded-md border p-6 text-muted-foreground">
          {blocked.length ? "No failed jobs. Jobs for a provider that is not configured do not fail: they wait, as above." : "No failed jobs. Everything queued was delivered."}
        </p>
      ) : (
        <ul className="divide-y rounded-md border">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0 space-y-1">
                <p className="font-medium">
                  {job.task} <span className="text-muted-foreground">#{job.id}</span>{" "}
                  <Badge variant={job.permanentlyFailed ? "destructive" : "warning"}>
                    {job.permanentlyFailed ? "Failed" : "Retrying"}
                  </Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  Attempt {job.attempts} of {job.maxAttempts} · last tried {job.updatedAt.toLocaleString("en-US", { timeZone: "America/Chicago" })}
                </p>
                {job.lastError && <p className="break-words text-sm text-destructive">{job.lastError}</p>}
              </div>
              <ActionButton action={retryJobAction} fields={{ jobId: job.id }} label="Retry now" busyLabel="Retrying..." ariaLabel={`Retry ${job.task} #${job.id} now`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
