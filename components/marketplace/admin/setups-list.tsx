import { Badge } from "@/components/ui/badge";
import { formatTexas } from "@/lib/crm/texas-time";
import { describeLines } from "@/lib/marketplace/lines";
import type { SetupWaiting } from "@/lib/marketplace/admin-views";
import { SETUP_PROMISE_HOURS } from "@/lib/constants";
import { SetupReviewForm } from "@/components/marketplace/admin/setup-review-form";

/** Set-ups waiting for approval, oldest first, each with the time left of the 24–48 h promise. */
export function countdown(hoursLeft: number): string {
  if (hoursLeft < 0) return `Overdue by ${formatHours(-hoursLeft)}`;
  return `${formatHours(hoursLeft)} left`;
}
const formatHours = (h: number) => (h < 1 ? `${Math.max(1, Math.round(h * 60))} min` : `${Math.floor(h)} h ${Math.round((h % 1) * 60)} min`);

export function SetupsList({ setups }: { setups: SetupWaiting[] }) {
  if (setups.length === 0) return <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">No set-up is waiting for approval.</p>;
  return (
    <ul className="grid gap-4" aria-label="Set-ups waiting for approval">
      {setups.map((s) => (
        <li key={s.buyerId} className="grid gap-4 rounded-lg border p-4 md:grid-cols-[minmax(0,1fr)_20rem]" data-setup={s.username}>
          <div className="min-w-0 space-y-2 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-base font-semibold">{s.agencyName ?? s.username}</span>
              <span className="text-muted-foreground">{s.username}</span>
              <Badge variant={s.hoursLeft < 0 ? "destructive" : s.hoursLeft < SETUP_PROMISE_HOURS.last - SETUP_PROMISE_HOURS.first ? "warning" : "secondary"} data-testid="setup-countdown">
                {countdown(s.hoursLeft)}
              </Badge>
            </p>
            <p className="text-muted-foreground">
              Sent {formatTexas(s.submittedAt)} · promised by {formatTexas(s.dueAt)}
            </p>
            <dl className="grid gap-1 sm:grid-cols-[9rem_1fr]">
              <dt className="font-medium">License</dt>
              <dd>
                {s.licenseNumber ?? "–"} (check it on TDI&apos;s license lookup)
                {s.previousLicenseNumber && (
                  <span className="block font-medium text-warning" data-testid="license-changed">
                    Changed from {s.previousLicenseNumber}, which we had confirmed: this buyer&apos;s leads wait for your review.
                  </span>
                )}
              </dd>
              <dt className="font-medium">E-mail</dt>
              <dd className="break-all">{s.email ?? "–"}</dd>
              <dt className="font-medium">Plan</dt>
              <dd>{s.plans}</dd>
              <dt className="font-medium">Lines</dt>
              <dd>{describeLines(s.lines)}</dd>
              <dt className="font-medium">Territory</dt>
              <dd>{s.counties.length > 0 ? s.counties.join(", ") : `${s.zips} ZIP codes`}</dd>
            </dl>
          </div>
          <SetupReviewForm buyerId={s.buyerId} buyer={s.agencyName ?? s.username} />
        </li>
      ))}
    </ul>
  );
}
