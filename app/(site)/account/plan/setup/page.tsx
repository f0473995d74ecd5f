import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireAccount } from "@/lib/auth/session";
import { buyerPortal } from "@/lib/marketplace/portal";
import { texasCounties } from "@/lib/geo/texas-zips";
import { minuteToClock } from "@/lib/automations/availability";
import { availabilityOf } from "@/lib/crm/agents/availability";
import { buyerContact } from "@/lib/marketplace/buyer-contact";
import { SETUP_PROMISE_HOURS } from "@/lib/constants";
import { BuyerSetupForm, type SetupDefaults } from "@/components/marketplace/setup/buyer-setup-form";
import { planStateOf, SetupState } from "@/components/marketplace/portal/setup-state";
import { StaffPlanNotice } from "@/components/marketplace/portal/staff-plan-notice";

export const metadata: Metadata = { title: "Set up lead delivery", robots: { index: false } };

/** /account/plan/setup: the buyer's set-up form (issue 31 §3), filled in with what they saved. Staff are told only agents buy leads. */
export default async function SetupPage() {
  const account = await requireAccount();
  if (account.role !== "agent") return <StaffPlanNotice />;
  const [portal, counties, hours, contact] = await Promise.all([buyerPortal(account.id), texasCounties(), availabilityOf(account.id), buyerContact(account.id)]);
  const p = portal.profile;
  const defaults: SetupDefaults = {
    licenseNumber: p?.licenseNumber ?? "",
    agencyName: p?.agencyName ?? "",
    lines: p?.lines ?? (portal.plans[0]?.lines ?? ["auto", "home", "life"]),
    territory: p && p.zips.length > 0 ? "zips" : "counties",
    counties: p?.counties.map((c) => c.fips) ?? [],
    zips: p?.zips.join("\n") ?? "",
    // Delivery hours are the agent's working hours (users.workDays…): theirs until they save.
    workDays: hours?.workDays ?? [1, 2, 3, 4, 5],
    workStart: minuteToClock(hours?.workStartMinute ?? 8 * 60),
    workEnd: minuteToClock(Math.min(hours?.workEndMinute ?? 18 * 60, 23 * 60 + 59)),
    emailAlerts: p?.emailAlerts ?? true,
    alertEmail: contact.email,
    pushMethod: p?.pushMethod ?? "none",
    pushUrl: p?.pushMethod === "hubspot" ? "" : (p?.pushUrl ?? ""),
    hasHubspotToken: p?.pushMethod === "hubspot",
  };
  const status = p?.setupStatus ?? "draft";
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/account/plan" className="text-primary hover:underline">
          ← Your lead plan
        </Link>
      </nav>
      <div>
        <h1 className="text-3xl font-bold">Set up lead delivery</h1>
        <p className="text-muted-foreground">
          Choose your lines, territory and hours, and how leads reach you. Send it for approval: we confirm your license and start your leads within{" "}
          {SETUP_PROMISE_HOURS.first}–{SETUP_PROMISE_HOURS.last} hours.
        </p>
      </div>
      {status !== "draft" && <SetupState profile={p} plan={planStateOf(portal.plans)} editLinks={false} />}
      <BuyerSetupForm defaults={defaults} counties={counties.map((c) => ({ fips: c.fips, name: c.name, zipCount: c.zipCount }))} canSubmit={status === "draft" || status === "changes_requested"} approved={status === "approved"} />
    </section>
  );
}
