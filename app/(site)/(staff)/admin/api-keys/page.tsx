import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiKeyForm } from "@/components/admin/api-key-form";
import { ActionButton } from "@/components/forms/action-button";
import { requireRole } from "@/lib/auth/session";
import { listApiKeys } from "@/lib/api-keys/api-keys";
import { formatDateTime } from "@/lib/crm/format";
import { revokeApiKeyAction } from "@/lib/api-keys/actions";

export const metadata: Metadata = { title: "Lead vendor API keys", robots: { index: false } };

/** Create, list and revoke the API keys lead vendors use for POST /api/v1/leads (never the keys themselves). */
export default async function ApiKeysPage() {
  await requireRole("admin");
  const keys = await listApiKeys();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Lead vendor API keys</h1>
        <p className="text-muted-foreground">
          Vendors send leads to <code>POST /api/v1/leads</code> with <code>Authorization: Bearer &lt;key&gt;</code>. Each key
          tags its leads with its source; revoking a key stops it at once.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Create a key</CardTitle>
        </CardHeader>
        <CardContent>
          <ApiKeyForm />
        </CardContent>
      </Card>
      <section aria-labelledby="keys-heading" className="space-y-3">
        <h2 id="keys-heading" className="text-xl font-semibold">
          Keys
        </h2>
        {keys.length === 0 ? (
          <p className="text-muted-foreground">No API keys yet.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {keys.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-api-key={k.prefix}>
                <div>
                  <p className="font-medium">
                    {k.name} <span className="text-muted-foreground">({k.source})</span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    til_{k.prefix}_… · created {formatDateTime(k.createdAt)} · {k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}` : "never used"}
                  </p>
                </div>
                {k.revokedAt ? (
                  <Badge variant="secondary">Revoked</Badge>
                ) : (
                  <ActionButton
                    action={revokeApiKeyAction}
                    fields={{ keyId: k.id }}
                    label="Revoke"
                    busyLabel="Revoking..."
                    ariaLabel={`Revoke the key of ${k.name}`}
                    confirm={`Revoke the key of ${k.name}? Their next request is refused.`}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
