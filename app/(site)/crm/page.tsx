import { Suspense } from "react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { SignInForm } from "@/components/auth/sign-in-form";
import { CrmHome } from "@/components/crm/crm-home";
import { currentUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "CRM", robots: { index: false } };

/** /crm: "Loading..." while the session resolves, then the sign-in screen or the CRM. */
export default function CrmPage() {
  return (
    <Suspense fallback={<p className="px-4 py-16 text-center text-muted-foreground">Loading...</p>}>
      <CrmGate />
    </Suspense>
  );
}

async function CrmGate() {
  await connection();
  const user = await currentUser();
  if (!user) {
    return (
      <section className="px-4 py-16">
        <SignInForm />
      </section>
    );
  }
  return <CrmHome user={user} />;
}
