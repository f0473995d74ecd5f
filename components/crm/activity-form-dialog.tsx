"use client";

import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { LazyDialog } from "@/components/crm/lazy-dialog";
import type { ActivityDialogProps } from "@/components/crm/activity-dialog";

const ActivityDialog = dynamic(() => import("@/components/crm/activity-dialog").then((m) => m.ActivityDialog), { ssr: false });

/** New Activity: the spec has the activity form and its call but no button; this is the button (dialog loaded on first use). */
export function ActivityFormDialog({ trigger, ...props }: ActivityDialogProps & { trigger?: React.ReactElement }) {
  return <LazyDialog trigger={trigger ?? <Button>New Activity</Button>}>{(state) => <ActivityDialog {...state} {...props} />}</LazyDialog>;
}
