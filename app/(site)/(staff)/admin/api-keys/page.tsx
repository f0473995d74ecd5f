import type { Metadata } from "next";
import { ApiKeysManager } from "@/components/admin/api-keys-manager";
import { requireRole } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Lead vendor API keys", robots: { index: false } };

export default async function ApiKeysPage() {
  await requireRole("admin");
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Lead vendor API keys</h1>
        <p className="text-muted-foreground">
          Vendors send leads to <code>POST /api/v1/leads</code> with <code>Authorization: Bearer &lt;key&gt;</code>. Each key
          tags its leads with its source; revoking a key stops it at once.
        </p>
      </div>
      <ApiKeysManager />
    </section>
  );
}
