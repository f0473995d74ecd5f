import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { describeHours } from "@/lib/automations/availability";
import { describeLines } from "@/lib/marketplace/lines";
import type { BuyerPortal } from "@/lib/marketplace/portal";
import { PauseSwitch } from "@/components/marketplace/portal/pause-switch";

/** The buyer's lines, territory, hours and delivery methods (issue 31 §7), the edit link and the pause switch. */
const PUSH: Record<string, string> = { none: "", webhook: "Signed webhook", hubspot: "HubSpot (new contact)", zapier: "Zapier" };

/** How leads reach the buyer, in words. An alert needs an address: on with none, it says so instead of promising an e-mail. */
export function deliveryMethods(profile: Pick<NonNullable<BuyerPortal["profile"]>, "emailAlerts" | "alertEmail" | "pushMethod">): string {
  const alert = profile.emailAlerts ? (profile.alertEmail ? `E-mail alert to ${profile.alertEmail}` : "E-mail alert (no e-mail address on your account)") : null;
  return ["Your CRM (the Leads list)", alert, PUSH[profile.pushMethod] || null].filter(Boolean).join(" · ");
}

export function DeliverySettings({ profile }: { profile: NonNullable<BuyerPortal["profile"]> }) {
  const methods = deliveryMethods(profile);
  return (
    <section aria-labelledby="settings-heading" className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="settings-heading" className="text-xl font-semibold">
          Delivery settings
        </h2>
        <Button asChild size="sm" variant="outline">
          <Link href="/account/plan/setup">Edit set-up</Link>
        </Button>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Setting label="License">
          {profile.licenseNumber ?? "Not entered"}
          {profile.licenseNumber && (profile.licenseConfirmed ? " (confirmed)" : " (not confirmed yet)")}
          {profile.agencyName && ` · ${profile.agencyName}`}
        </Setting>
        <Setting label="Lines">{describeLines(profile.lines)}</Setting>
        <Setting label="Territory">
          {profile.counties.length > 0 ? (
            <span data-testid="territory">
              {profile.counties.length} {profile.counties.length === 1 ? "county" : "counties"}: {profile.counties.map((c) => c.name).join(", ")}
            </span>
          ) : profile.zips.length > 0 ? (
            <span data-testid="territory" className="break-words">
              {profile.zips.length} ZIP {profile.zips.length === 1 ? "code" : "codes"}: {profile.zips.slice(0, 30).join(", ")}
              {profile.zips.length > 30 ? ` and ${profile.zips.length - 30} more` : ""}
            </span>
          ) : (
            "Not chosen"
          )}
        </Setting>
        <Setting label="Delivery hours">{describeHours(profile)}</Setting>
        <Setting label="Delivery methods">{methods}</Setting>
        {profile.pushUrl && profile.pushMethod !== "hubspot" && (
          <Setting label="Push address">
            <span className="break-all">{profile.pushUrl}</span>
          </Setting>
        )}
      </dl>
      <PauseSwitch paused={profile.paused} />
    </section>
  );
}

function Setting({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium">{label}</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}
