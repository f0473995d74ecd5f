"use client";

import { Badge } from "@/components/ui/badge";
import { GrantForm } from "@/components/marketplace/admin/grant-form";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent } from "@/components/ui/card";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { LeadTypeCheckboxes } from "@/components/admin/lead-type-checkboxes";
import { ResetPasswordButton } from "@/components/admin/reset-password-button";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { updateAgentAction } from "@/lib/crm/agents/actions";
import { fieldError } from "@/lib/forms/action-state";
import { formatDateTime } from "@/lib/crm/format";
import type { AgentRow } from "@/lib/crm/agents/agents";
import { WorkingHoursForm } from "@/components/automations/working-hours-form";
import { describeHours } from "@/lib/automations/availability";
import { ROLE_OPTIONS } from "@/lib/schemas/account";

/**
 * One approved (or disabled) user: e-mail for lead notifications, role, standing and the lead types
 * round-robin gives them, saved with a server action; plus a password-reset link. Disabling a user or
 * changing their role ends their sessions at once. Admins cannot disable or demote themselves.
 */
export function AgentSettingsRow({ user, self }: { user: AgentRow; self: boolean }) {
  const { state, pending, formProps } = useActionForm(updateAgentAction, {
    successTitle: `Saved ${user.username}`,
    errorTitle: "Could not save",
  });
  const id = `agent-${user.id}`;
  const values = state.status === "error" ? state.values : undefined;
  return (
    <Card className="py-4" data-agent={user.username}>
      <CardContent className="grid gap-4 px-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold">
            {user.username}
            {user.displayName && <span className="font-normal text-muted-foreground"> ({user.displayName})</span>} <Badge variant={user.role === "admin" ? "default" : user.role === "sales" ? "outline" : "secondary"}>{user.role}</Badge>{" "}
            {user.status === "disabled" && <Badge variant="destructive">disabled</Badge>}
          </p>
          <p className="text-xs text-muted-foreground">
            {user.leads.toLocaleString("en-US")} leads · last round-robin lead {formatDateTime(user.lastLeadAssignedAt)} · last sign-in{" "}
            {formatDateTime(user.lastLoginAt)}
          </p>
        </div>
        <form {...formProps} className="grid grid-cols-1 gap-4 md:grid-cols-[1.2fr_0.7fr_0.7fr_1.4fr_auto] md:items-end">
          <input type="hidden" name="userId" value={user.id} />
          <Field label="E-mail for lead notifications" htmlFor={`${id}-email`} error={fieldError(state, "email")}>
            <Input type="email" name="email" defaultValue={(values?.email as string | undefined) ?? user.email ?? ""} />
          </Field>
          <Field label="Role" htmlFor={`${id}-role`} error={fieldError(state, "role")}>
            <NativeSelect name="role" defaultValue={user.role} disabled={self}>
              {ROLE_OPTIONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Standing" htmlFor={`${id}-status`} error={fieldError(state, "status")}>
            <NativeSelect name="status" defaultValue={user.status === "disabled" ? "disabled" : "active"} disabled={self}>
              <option value="active">Active</option>
              <option value="disabled">Disabled</option>
            </NativeSelect>
          </Field>
          <LeadTypeCheckboxes idPrefix={id} defaultChecked={user.acceptsLeadTypes} error={fieldError(state, "acceptsLeadTypes")} />
          <button type="submit" className={buttonVariants({ size: "sm" })} disabled={pending}>
            {pending ? "Saving..." : "Save"}
          </button>
          <FormMessage state={state} className="md:col-span-5" />
        </form>
        {!self && <ResetPasswordButton userId={user.id} username={user.username} />}
        {/* A plan for an approved agent who has not bought one (a pilot): it starts when their set-up is approved. */}
        {user.role === "agent" && user.status === "active" && <GrantForm buyerId={user.id} buyer={user.username} />}
        {user.role !== "admin" && (
          <details>
            <summary className="cursor-pointer text-sm font-medium text-primary">
              Working hours: {describeHours(user)}{user.availableNow ? "" : " · away now"}
            </summary>
            <div className="mt-3">
              <WorkingHoursForm value={user} userId={user.id} idPrefix={`${id}-hours`} />
            </div>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
