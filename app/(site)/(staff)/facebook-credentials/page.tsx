import type { Metadata } from "next";
import { CredentialsGuide } from "@/components/integrations/credentials-guide";
import { CredentialsSetup } from "@/components/integrations/credentials-setup";
import { ServerVariables } from "@/components/integrations/server-variables";
import { requireRole } from "@/lib/auth/session";
import { siteConfig } from "@/lib/site";
import { integrationVariables } from "@/lib/integrations/meta/config";

export const metadata: Metadata = { title: "Facebook Credentials Setup", robots: { index: false } };

/** Credentials setup (crm-and-integrations.md §2): admins only; shows which server variables are set, never their values. */
export default async function FacebookCredentialsPage() {
  await requireRole("admin");
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">Facebook Credentials Setup</h1>
        <p className="text-muted-foreground">Connect Meta&apos;s Conversions API and Lead Ads in four steps.</p>
        <CredentialsGuide />
      </div>
      <CredentialsSetup fallbackOrigin={siteConfig().url} />
      <ServerVariables variables={integrationVariables()} />
    </section>
  );
}
