"use client";

import { Card, CardContent } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button-variants";
import { LeadTypeCheckboxes } from "@/components/admin/lead-type-checkboxes";
import { ActionButton } from "@/components/forms/action-button";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { approveAgentAction, rejectAgentAction } from "@/lib/crm/agents/actions";
import { fieldError } from "@/lib/forms/action-state";
import { formatDateTime } from "@/lib/crm/format";

/** A registration waiting for approval: approve it with the lead types it takes, or reject it. */
export function PendingAgentRow({ user }: { user: { id: number; username: string; createdAt: string } }) {
  const { state, pending, formProps } = useActionForm(approveAgentAction);
  const id = `pending-${user.id}`;
  return (
    <Card className="py-4" data-pending-agent={user.username}>
      <CardContent className="grid grid-cols-1 gap-4 px-4 md:grid-cols-[1fr_1.6fr_auto] md:items-end">
        <div>
          <p className="font-semibold">{user.username}</p>
          <p className="text-xs text-muted-foreground">Registered {formatDateTime(user.createdAt)}</p>
        </div>
        <form id={`${id}-approve`} {...formProps} className="grid gap-2">
          <input type="hidden" name="userId" value={user.id} />
          <LeadTypeCheckboxes idPrefix={id} defaultChecked={[]} error={fieldError(state, "acceptsLeadTypes")} />
          <FormMessage state={state} />
        </form>
        <div className="flex items-start gap-2">
          <button type="submit" form={`${id}-approve`} className={buttonVariants({ size: "sm" })} disabled={pending}>
            {pending ? "Approving..." : "Approve"}
          </button>
          <ActionButton
            action={rejectAgentAction}
            fields={{ userId: user.id }}
            label="Reject"
            busyLabel="Rejecting..."
            variant="destructive"
            confirm={`Reject ${user.username}? They will not be able to sign in.`}
          />
        </div>
      </CardContent>
    </Card>
  );
}
