"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { LEAD_TYPES } from "@/lib/constants";
import { apiRequest } from "@/lib/client/api";
import { formatDateTime, titleCase } from "@/lib/crm/format";
import { failureDescription } from "@/components/crm/form-errors";
import { ApiError } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";

type Agent = { id: number; username: string; role: string; active: boolean; email: string | null; acceptsLeadTypes: string[]; leads: number; lastLeadAssignedAt: string | null };

/** One user's round-robin settings: e-mail, active, accepted lead types; saved with PATCH /api/crm/agents/[id]. */
export function AgentSettingsRow({ user, self }: { user: Agent; self: boolean }) {
  const router = useRouter();
  const [email, setEmail] = useState(user.email ?? "");
  const [active, setActive] = useState(user.active);
  const [types, setTypes] = useState<string[]>(user.acceptsLeadTypes);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = `agent-${user.id}`;

  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await apiRequest("PATCH", `/api/crm/agents/${user.id}`, { email, active, acceptsLeadTypes: types });
      toast({ title: `Saved ${user.username}` });
      router.refresh();
    } catch (e) {
      setError(e instanceof ApiError ? e.fieldErrors.email?.[0] : undefined);
      toast({ title: "Could not save", description: failureDescription(e), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="py-4" data-agent={user.username}>
      <CardContent className="grid gap-4 px-4 md:grid-cols-[1fr_1.2fr_1.4fr_auto] md:items-end">
        <div>
          <p className="font-semibold">
            {user.username} <Badge variant={user.role === "admin" ? "default" : "secondary"}>{user.role}</Badge>
          </p>
          <p className="text-xs text-muted-foreground">
            {user.leads.toLocaleString("en-US")} leads · last round-robin lead {formatDateTime(user.lastLeadAssignedAt)}
          </p>
        </div>
        <Field label="E-mail for lead notifications" htmlFor={`${id}-email`} error={error}>
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">Accepts lead types</legend>
          <div className="flex flex-wrap gap-3">
            {LEAD_TYPES.map((t) => (
              <div key={t} className="flex items-center gap-1.5">
                <Checkbox
                  id={`${id}-type-${t}`}
                  checked={types.includes(t)}
                  onCheckedChange={(c) => setTypes((prev) => (c ? [...prev, t] : prev.filter((x) => x !== t)))}
                />
                <Label htmlFor={`${id}-type-${t}`}>{titleCase(t)}</Label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="flex items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch id={`${id}-active`} checked={active} disabled={self} onCheckedChange={setActive} />
            <Label htmlFor={`${id}-active`}>Active</Label>
          </div>
          <Button size="sm" onClick={save} disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
