import type { Metadata } from "next";
import { requireAccount } from "@/lib/auth/session";
import { accountDetails } from "@/lib/auth/account";
import { listSessions } from "@/lib/auth/sessions";
import { siteConfig } from "@/lib/site";
import { AwaitingApproval } from "@/components/account/awaiting-approval";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { EmailForm } from "@/components/account/email-form";
import { MobileForm } from "@/components/account/mobile-form";
import { mobileOf } from "@/lib/texting/mobile";
import { SessionsList } from "@/components/account/sessions-list";
import { WorkingHoursForm } from "@/components/automations/working-hours-form";
import { availabilityOf } from "@/lib/crm/agents/availability";
import { Link } from "@/components/ui/link";
import { DunningBanner } from "@/components/billing/dunning-banner";
import { dunningOf } from "@/lib/billing/reads";

export const metadata: Metadata = { title: "Your account", robots: { index: false } };

/** /account: any signed-in account, pending ones included: standing, e-mail, password and sessions. */
export default async function AccountPage() {
  const account = await requireAccount();
  const [details, sessions, availability, dunning] = await Promise.all([accountDetails(account.id), listSessions(account.id, account.sessionId), availabilityOf(account.id), dunningOf(account.id)]);
  return (
    <section className="mx-auto max-w-3xl space-y-10 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Your account</h1>
        <p className="text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{details.username}</span> ({details.role}).
        </p>
      </div>
      {account.status === "pending" && <AwaitingApproval username={details.username} company={siteConfig().name} />}
      <DunningBanner dunning={dunning} />
      <p>
        <Link href="/account/billing" className="font-medium text-primary underline-offset-2 hover:underline">
          Billing
        </Link>
        : your plan, payments and receipts, plan changes and cancellation.
      </p>
      <section aria-labelledby="email-heading" className="space-y-3">
        <h2 id="email-heading" className="text-xl font-semibold">
          E-mail
        </h2>
        <EmailForm email={details.email} />
      </section>
      <section aria-labelledby="mobile-heading" className="space-y-3">
        <h2 id="mobile-heading" className="text-xl font-semibold">
          Mobile
        </h2>
        <MobileForm mobile={await mobileOf(account.id)} />
      </section>
      {account.status !== "pending" && availability && (
        <section aria-labelledby="hours-heading" className="space-y-3">
          <h2 id="hours-heading" className="text-xl font-semibold">
            Working hours
          </h2>
          <p className="text-sm text-muted-foreground">New leads and their alerts come to you within these hours (Texas time), while you are available on My Day.</p>
          <WorkingHoursForm value={availability} idPrefix="account-hours" />
        </section>
      )}
      <section aria-labelledby="password-heading" className="space-y-3">
        <h2 id="password-heading" className="text-xl font-semibold">
          Password
        </h2>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h2 id="sessions-heading" className="text-xl font-semibold">
          Where you are signed in
        </h2>
        <SessionsList sessions={sessions} />
      </section>
    </section>
  );
}
