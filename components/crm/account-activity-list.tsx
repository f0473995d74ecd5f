import type { ActivityDto } from "@/lib/crm/activities/activity-dto";
import { deleteActivityAction } from "@/lib/crm/activities/actions";
import { formatDateTime } from "@/lib/crm/format";
import { ActivityTypeIcon } from "@/components/crm/activity-type-icon";
import { ActivityActions } from "@/components/crm/activity-actions";
import { ActivityFormDialog } from "@/components/crm/activity-form-dialog";
import { DeleteRecordButton } from "@/components/crm/delete-record-button";
import { DELETE_WARNINGS } from "@/components/crm/delete-warnings";
import { StatusBadge } from "@/components/crm/status-badges";

/** The account page's activities: due or logged time (overdue marked), status, Complete/Cancel, Edit and Delete. */
export function AccountActivityList({ activities }: { activities: ActivityDto[] }) {
  if (activities.length === 0) return <p className="text-muted-foreground">No recent activities found.</p>;
  return (
    <ul className="divide-y">
      {activities.map((a) => (
        <li key={a.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm" data-activity-id={a.id}>
          <div className="flex gap-2">
            <ActivityTypeIcon type={a.type} />
            <div>
              <p className="font-medium">{a.subject}</p>
              {a.description && <p className="text-muted-foreground">{a.description}</p>}
              <p className={a.overdue ? "font-semibold text-destructive" : "text-muted-foreground"}>
                {a.dueDate ? `Due ${formatDateTime(a.dueDate)}` : `Logged ${formatDateTime(a.createdAt)}`}
                {a.overdue && " · Overdue"}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <StatusBadge status={a.status} />
            <ActivityActions id={a.id} subject={a.subject} status={a.status} />
            <ActivityFormDialog
              activity={a}
              trigger={{ label: "Edit", variant: "ghost", size: "sm", ariaLabel: `Edit ${a.subject}` }}
            />
            <DeleteRecordButton
              action={deleteActivityAction}
              fields={{ activityId: a.id }}
              noun="activity"
              name={a.subject}
              warning={DELETE_WARNINGS.activity}
              editHref={`/crm/activities/${a.id}/edit`}
              size="sm"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
