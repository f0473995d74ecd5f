import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { TestingCentre } from "@/components/integrations/testing-centre";
import { requireRole } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Facebook API Testing Centre", robots: { index: false } };

/** The API testing centre (crm-and-integrations.md §2): admins only. */
export default async function FacebookApiTestPage() {
  await requireRole("admin");
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Facebook API Testing Centre</h1>
        <p className="text-muted-foreground">
          Check the Conversions API connection and send test events. Every event, test or real, is in the{" "}
          <Link href="/admin/conversions" className="underline">
            conversion ledger
          </Link>
          ; the Conversions API&apos;s state at a glance (connection, events by status, the last test event) is on the{" "}
          <Link href="/facebook-test" className="underline">
            Conversions status page
          </Link>
          .
        </p>
      </div>
      <TestingCentre />
    </section>
  );
}
