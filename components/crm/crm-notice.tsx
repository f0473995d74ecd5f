/**
 * What a CRM action that moved to another page did, announced by that page (`?notice=`): the form
 * that sent it is gone, so it cannot say so itself, and without JavaScript there is no toast.
 */
const NOTICES = {
  "account-created": "Account created successfully",
  "account-updated": "Account updated successfully",
  "account-deleted": "Account deleted. It stays in the Deleted view for 30 days: restore it there.",
  "leads-merged": "Leads merged: this lead now holds the other one's history.",
  "person-erased": "The person's data was erased everywhere. Only an opt-out record remains.",
  "opportunity-created": "Opportunity created successfully",
  "opportunity-updated": "Opportunity updated successfully",
  "opportunity-deleted": "Opportunity deleted",
  "activity-created": "Activity created successfully",
  "activity-updated": "Activity updated successfully",
  "activity-deleted": "Activity deleted",
} as const;

export type CrmNoticeKey = keyof typeof NOTICES;

export function CrmNotice({ notice }: { notice: string | string[] | undefined }) {
  const text = typeof notice === "string" && notice in NOTICES ? NOTICES[notice as CrmNoticeKey] : null;
  if (!text) return null;
  return (
    <p role="status" data-notice={notice} className="rounded-md border border-success/50 bg-success/10 p-3 text-sm">
      {text}
    </p>
  );
}
