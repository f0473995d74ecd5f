"use client";

import dynamic from "next/dynamic";
import { LazyDialog, type DialogTrigger } from "@/components/crm/lazy-dialog";
import type { ActivityDialogProps } from "@/components/crm/activity-dialog";

const ActivityDialog = dynamic(() => import("@/components/crm/activity-dialog").then((m) => m.ActivityDialog), { ssr: false });

/** The page holding the same form, for browsers without JavaScript. */
function formPage({ activity, account }: ActivityDialogProps): string {
  if (activity) return `/crm/activities/${activity.id}/edit`;
  return account ? `/crm/activities/new?accountId=${account.id}` : "/crm/activities/new";
}

/**
 * New Activity (the spec has the activity form and its call but no button; this is the button) and
 * Edit Activity. The dialog loads on first use; without JavaScript the button opens the form's page.
 */
export function ActivityFormDialog({ trigger, ...props }: ActivityDialogProps & { trigger?: DialogTrigger }) {
  return (
    <LazyDialog trigger={trigger ?? { label: "New Activity" }} fallbackHref={formPage(props)}>
      {(state) => <ActivityDialog {...state} {...props} />}
    </LazyDialog>
  );
}
