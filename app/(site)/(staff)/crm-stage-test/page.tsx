import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { StageTester } from "@/components/integrations/stage-tester";
import { requireRole } from "@/lib/auth/session";
import { siteConfig } from "@/lib/site";

export const metadata: Metadata = { title: "CRM Stage Change Tester", robots: { index: false } };

/** The CRM stage-change tester (crm-and-integrations.md §2): admins only. */
export default async function CrmStageTestPage() {
  await requireRole("admin");
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">CRM Stage Change Tester</h1>
        <p className="text-muted-foreground">
          Move a lead to a CRM stage and see the Meta conversion event it produces. Events are recorded in the{" "}
          <Link href="/admin/conversions" className="underline">
            conversion ledger
          </Link>{" "}
          and delivered by the background worker; stage mappings are edited at{" "}
          <Link href="/admin/stage-mappings" className="underline">
            /admin/stage-mappings
          </Link>
          .
        </p>
      </div>
      <StageTester fallbackOrigin={siteConfig().url} />
    </section>
  );
}
