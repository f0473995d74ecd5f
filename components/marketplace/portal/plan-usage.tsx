import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { formatCents } from "@/lib/constants";
import { formatTexas } from "@/lib/crm/texas-time";
import { describeLines } from "@/lib/marketplace/lines";
import type { PortalPlan } from "@/lib/marketplace/portal";
import { PaceChart } from "@/components/marketplace/portal/pace-chart";

/**
 * One plan's period on the buyer's portal: leads delivered against the quota (credits for approved
 * returns added), kept (delivered − returned), the pace and today's cap, and the pace chart.
 */
export const PLAN_STATUS: Record<string, { label: string; variant: "success" | "warning" | "secondary" | "destructive" }> = {
  awaiting_setup: { label: "Starts on approval", variant: "warning" },
  active: { label: "Active", variant: "success" },
  paused: { label: "Paused", variant: "destructive" },
  cancelled: { label: "Cancelled", variant: "secondary" },
  ended: { label: "Ended", variant: "secondary" },
};

const SOURCE: Record<string, string> = { order: "Bought", subscription: "Subscription", grant: "Granted by our team" };

export function PlanUsage({ plan }: { plan: PortalPlan }) {
  const cap = plan.quota + plan.credits;
  const kept = plan.delivered - plan.returned;
  const status = PLAN_STATUS[plan.status] ?? { label: plan.status, variant: "secondary" as const };
  const id = `plan-${plan.id}`;
  return (
    <article aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border p-4" data-plan={plan.id}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {plan.planName}
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={status.variant}>{status.label}</Badge>
          {/* One run of text: wrapped on a phone, no line starts with the separator. */}
          <span>
            {SOURCE[plan.source] ?? plan.source} · {describeLines(plan.lines)}
          </span>
        </div>
      </header>
      {plan.periodStart && plan.periodEnd ? (
        <p className="text-sm text-muted-foreground">
          Period {formatTexas(plan.periodStart, { time: false })} – {formatTexas(plan.periodEnd, { time: false })} · {formatCents(plan.priceCents)} ·{" "}
          {cap > 0 ? `${formatCents(Math.round(plan.priceCents / cap))} a lead` : ""}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          {plan.quota} leads for {formatCents(plan.priceCents)}. The period starts when we approve your set-up (within 24–48 hours of it).
        </p>
      )}
      <div className="grid gap-2">
        <p className="text-sm" data-testid="plan-delivered">
          <span className="text-2xl font-bold">{plan.delivered}</span> of {cap} leads delivered
          {plan.credits > 0 && <span className="text-muted-foreground"> ({plan.quota} in the plan + {plan.credits} credited for returns)</span>}
        </p>
        <Progress value={plan.delivered} max={Math.max(cap, 1)} aria-label={`${plan.planName}: ${plan.delivered} of ${cap} leads delivered`} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="Kept" value={String(kept)} hint="Delivered − returned" />
        <Fact label="Returned" value={String(plan.returned)} />
        <Fact label="Expected by now" value={String(plan.expected)} />
        <Fact label={plan.behind > 0 ? "Behind pace" : "Ahead of pace"} value={String(Math.abs(plan.behind))} hint={plan.status === "active" ? `Up to ${plan.todayCap} today by pace; replacements come on top` : undefined} />
      </dl>
      {plan.status === "active" && <PaceChart plan={plan} id={id} />}
    </article>
  );
}

function Fact({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-md bg-muted/40 p-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}
