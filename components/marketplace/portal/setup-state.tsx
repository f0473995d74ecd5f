import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { SETUP_PROMISE_HOURS } from "@/lib/constants";
import { formatTexas } from "@/lib/crm/texas-time";
import type { BuyerPortal } from "@/lib/marketplace/portal";

/**
 * Where the buyer's set-up stands (issue 31 §3): not started or a draft (a call to set up), sent
 * (waiting for approval, with the 24–48 h promise), sent back (the admin's note), or approved. Approved,
 * it says "leads are delivered" only when they can be: a plan running, deliveries not paused, and the
 * agent not set to Away on My Day; otherwise it says which of these stops them.
 */
const SETUP = "/account/plan/setup";

/** The buyer's plans for the banner: one running, only paused ones (an unpaid renewal), or none. */
export type PlanState = "running" | "paused" | "none";
export const planStateOf = (plans: { status: string }[]): PlanState =>
  plans.some((p) => p.status === "active") ? "running" : plans.some((p) => p.status === "paused") ? "paused" : "none";

export function SetupState({ profile, plan, editLinks = true }: { profile: BuyerPortal["profile"]; plan: PlanState; editLinks?: boolean }) {
  const status = profile?.setupStatus ?? "draft";
  if (status === "approved" && profile?.paused) {
    return (
      <Box tone="warning" title="Set-up approved: deliveries paused">
        <p>You paused deliveries: no new lead reaches you until you resume them under Delivery settings.</p>
      </Box>
    );
  }
  if (status === "approved" && profile && !profile.availableNow) {
    return (
      <Box tone="warning" title="Set-up approved: you are set to Away">
        <p>
          While you are Away on <Link href="/crm?tab=day">My Day</Link>, no new lead reaches you. Switch back to available there to get leads again.
        </p>
      </Box>
    );
  }
  if (status === "approved" && plan === "paused") {
    return (
      <Box tone="warning" title="Set-up approved: your plan is paused">
        <p>
          No new lead reaches you while your plan is paused. <Link href="/account/billing">Your billing page</Link> says why and how to resume it.
        </p>
      </Box>
    );
  }
  if (status === "approved" && plan === "none") {
    return (
      <Box tone="warning" title="Set-up approved: no plan running">
        <p>
          Your lines, territory and hours are ready. Leads arrive while a plan is running: <Link href="/pricing">see plans and packages</Link>.
        </p>
      </Box>
    );
  }
  if (status === "approved") {
    return (
      <Box tone="success" title="Set-up approved: leads are delivered">
        <p>
          Your lines, territory and hours are live{profile?.licenseConfirmed ? ", and your license is confirmed" : ""}. Changes to your license
          number go back to our team for approval.
        </p>
      </Box>
    );
  }
  if (status === "submitted") {
    const due = profile?.submittedAt ? new Date(Date.parse(profile.submittedAt) + SETUP_PROMISE_HOURS.last * 3_600_000) : null;
    return (
      <Box tone="warning" title="Waiting for approval">
        <p>
          We check your license and territory and approve set-ups within {SETUP_PROMISE_HOURS.first}–{SETUP_PROMISE_HOURS.last} hours
          {due ? ` (by ${formatTexas(due)}, Texas time)` : ""}. Leads begin when it is approved. You can still change it meanwhile.
        </p>
        {editLinks && <EditLink label="Review your set-up" />}
      </Box>
    );
  }
  if (status === "changes_requested") {
    return (
      <Box tone="destructive" title="Our team asked for changes">
        {profile?.reviewNote && <blockquote className="border-l-2 pl-3 italic" data-testid="review-note">{profile.reviewNote}</blockquote>}
        <p>Change your set-up and send it for approval again.</p>
        {editLinks && <EditLink label="Change your set-up" />}
      </Box>
    );
  }
  return (
    <Box tone="warning" title={profile ? "Finish your set-up" : "Set up your lead delivery"}>
      <p>
        Tell us your license number, the lines and the counties or ZIP codes you want, your hours, and how leads reach you. We approve it within{" "}
        {SETUP_PROMISE_HOURS.first}–{SETUP_PROMISE_HOURS.last} hours, and leads begin then.
      </p>
      <EditLink label={profile ? "Continue your set-up" : "Set up lead delivery"} primary />
    </Box>
  );
}

const TONES = { success: "border-success/50 bg-success/10", warning: "border-warning/50 bg-warning/10", destructive: "border-destructive/50 bg-destructive/10" } as const;

function Box({ tone, title, children }: { tone: keyof typeof TONES; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="setup-state-title" className={`grid gap-3 rounded-lg border p-4 text-sm ${TONES[tone]}`} data-testid="setup-state">
      <h2 id="setup-state-title" className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function EditLink({ label, primary = false }: { label: string; primary?: boolean }) {
  return (
    <div>
      <Button asChild size="sm" variant={primary ? "default" : "outline"}>
        <Link href={SETUP}>{label}</Link>
      </Button>
    </div>
  );
}
