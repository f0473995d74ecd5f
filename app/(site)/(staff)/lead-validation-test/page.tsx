import type { Metadata } from "next";
import { ValidationTest } from "@/components/leads/validation-test";
import { requireRole } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Lead Validation System Test", robots: { index: false } };

/** Lead Validation System Test (crm spec §2): admins only; samples are scored without being stored. */
export default async function LeadValidationTestPage() {
  await requireRole("admin");
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Lead Validation System Test</h1>
        <p className="text-muted-foreground">
          Four built-in sample leads, two genuine and two deliberately fake, scored by the same verification every form uses.
        </p>
      </div>
      <ValidationTest />
    </section>
  );
}
