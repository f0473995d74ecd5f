import { Suspense } from "react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { LazySignInForm } from "@/components/crm/lazy-sign-in-form";
import { CrmDashboard } from "@/components/crm/crm-dashboard";
import { currentAccount } from "@/lib/auth/session";
import { AwaitingApproval } from "@/components/account/awaiting-approval";
import { siteConfig } from "@/lib/site";

export const metadata: Metadata = { title: "CRM", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /crm: "Loading..." while the session resolves, then the sign-in screen, the CRM dashboard, or (for an
 * account an admin has not approved yet) the waiting-for-approval notice and no CRM data.
 */
export default function CrmPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<p className="px-4 py-16 text-center text-muted-foreground">Loading...</p>}>
      <CrmGate searchParams={searchParams} />
    </Suspense>
  );
}

async function CrmGate({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const account = await currentAccount();
  if (account?.status === "pending") {
    return (
      <section className="px-4 py-16">
        <AwaitingApproval username={account.username} company={siteConfig().name} />
      </section>
    );
  }
  if (!account) {
    return (
      <section className="px-4 py-16">
        <LazySignInForm />
      </section>
    );
  }
  const { sessionId: _sessionId, ...user } = account;
  return <CrmDashboard user={user} searchParams={await searchParams} />;
}
