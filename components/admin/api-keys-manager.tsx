"use client";

import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiKeyCreateSchema, type ApiKeyCreateInput } from "@/lib/schemas/api-key";
import { apiRequest, ApiError } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";

type KeyRow = { id: number; name: string; source: string; prefix: string; createdAt: string; lastUsedAt: string | null; revokedAt: string | null };

/** Create, list and revoke the API keys lead vendors use for POST /api/v1/leads. */
export function ApiKeysManager() {
  const [keys, setKeys] = useState<KeyRow[] | null>(null);
  const [newKey, setNewKey] = useState<string | null>(null);
  const form = useForm<ApiKeyCreateInput>({ resolver: zodResolver(apiKeyCreateSchema), defaultValues: { name: "", source: "" } });

  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let cancelled = false;
    apiRequest<{ data: KeyRow[] }>("GET", "/api/admin/api-keys")
      .then((res) => !cancelled && setKeys(res.data))
      .catch(() => {
        if (cancelled) return;
        toast({ title: "Could not load API keys", variant: "destructive" });
        setKeys([]);
      });
    return () => {
      cancelled = true;
    };
  }, [version]);

  const create = async (values: ApiKeyCreateInput) => {
    try {
      const res = await apiRequest<{ data: { key: string } }>("POST", "/api/admin/api-keys", values);
      setNewKey(res.data.key);
      form.reset();
      load();
    } catch (e) {
      toast({ title: "Could not create the key", description: e instanceof ApiError ? e.serverMessage : undefined, variant: "destructive" });
    }
  };

  const revoke = async (id: number) => {
    try {
      await apiRequest("DELETE", `/api/admin/api-keys/${id}`);
      toast({ title: "Key revoked" });
      load();
    } catch {
      toast({ title: "Could not revoke the key", variant: "destructive" });
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Create a key</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={form.handleSubmit(create)} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <Field label="Name" htmlFor="key-name" error={form.formState.errors.name?.message}>
              <Input placeholder="Acme Leads LLC" {...form.register("name")} />
            </Field>
            <Field label="Source (stored on each lead)" htmlFor="key-source" error={form.formState.errors.source?.message}>
              <Input placeholder="acme" {...form.register("source")} />
            </Field>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Creating..." : "Create key"}
            </Button>
          </form>
          {newKey && (
            <div role="status" className="mt-4 space-y-2 rounded-md border border-warning/50 bg-warning/10 p-4 text-sm">
              <p className="font-medium">Copy this key now: it will not be shown again.</p>
              <code className="block break-all rounded bg-background p-2" data-testid="new-api-key">
                {newKey}
              </code>
            </div>
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="keys-heading" className="space-y-3">
        <h2 id="keys-heading" className="text-xl font-semibold">
          Keys
        </h2>
        {keys === null ? (
          <p className="text-muted-foreground">Loading...</p>
        ) : keys.length === 0 ? (
          <p className="text-muted-foreground">No API keys yet.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {keys.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-medium">
                    {k.name} <span className="text-muted-foreground">({k.source})</span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    til_{k.prefix}_… · created {new Date(k.createdAt).toLocaleDateString("en-US")} ·{" "}
                    {k.lastUsedAt ? `last used ${new Date(k.lastUsedAt).toLocaleString("en-US")}` : "never used"}
                  </p>
                </div>
                {k.revokedAt ? (
                  <Badge variant="secondary">Revoked</Badge>
                ) : (
                  <Button variant="outline" size="sm" onClick={() => revoke(k.id)}>
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
