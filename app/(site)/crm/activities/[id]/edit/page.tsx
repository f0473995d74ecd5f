import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { getActivity } from "@/lib/crm/activities/get-activity";
import { deleteActivityAction } from "@/lib/crm/activities/actions";
import { ActivityForm } from "@/components/crm/activity-form";
import { CrmFormPage } from "@/components/crm/crm-form-page";
import { DeleteRecordForm } from "@/components/crm/delete-record-form";
import { DELETE_WARNINGS } from "@/components/crm/delete-warnings";

export const metadata: Metadata = { title: "Edit Activity", robots: { index: false } };

/**
 * /crm/activities/[id]/edit: Edit Activity and Delete as a page (the account page's buttons open it
 * without JavaScript). An activity the user may not see is a 404, like one that does not exist.
 */
export default async function EditActivityPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = pageId((await params).id);
  if (!id) notFound();
  const activity = await getActivity(user, id);
  if (!activity) notFound();
  const back = activity.account ? { href: `/crm/accounts/${activity.account.id}`, label: activity.account.name } : { href: "/crm?tab=activities", label: "Activities" };
  return (
    <CrmFormPage title={`Edit ${activity.subject}`} description="Change this activity, reschedule it or mark it done." back={back}>
      <ActivityForm activity={activity} standalone />
      <DeleteRecordForm
        action={deleteActivityAction}
        fields={{ activityId: activity.id }}
        noun="activity"
        name={activity.subject}
        warning={DELETE_WARNINGS.activity}
        className="mt-8 border-t pt-6"
      />
    </CrmFormPage>
  );
}
