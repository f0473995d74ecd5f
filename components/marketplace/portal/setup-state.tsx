import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { SETUP_PROMISE_HOURS } from "@/lib/constants";
import { formatTexas } from "@/lib/crm/texas-time";
import type { BuyerPortal } from "@/lib/marketplace/portal";

/**
 * Where the buyer's set-up stands (issue 31 §3): not started or a draft (a call to set up), sent
 * (waiting for approval, with the 24–48 h promise), sent back (the admin's note), or approved.
 */
const SETUP = "/account/plan/setup";

export function SetupState({ profile, editLinks = true }: { profile: BuyerPortal["profile"]; editLinks?: boolean }) {
  const status = profile?.setupStatus ?? "draft";
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
