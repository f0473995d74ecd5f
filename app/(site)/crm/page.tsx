import { Suspense } from "react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { LazySignInForm } from "@/components/crm/lazy-sign-in-form";
import { CrmDashboard } from "@/components/crm/crm-dashboard";
import { currentUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "CRM", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /crm: "Loading..." while the session resolves, then the sign-in screen or the CRM dashboard. */
export default function CrmPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<p className="px-4 py-16 text-center text-muted-foreground">Loading...</p>}>
      <CrmGate searchParams={searchParams} />
    </Suspense>
  );
}

async function CrmGate({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const user = await currentUser();
  if (!user) {
    return (
      <section className="px-4 py-16">
        <LazySignInForm />
      </section>
    );
  }
  return <CrmDashboard user={user} searchParams={await searchParams} />;
}
