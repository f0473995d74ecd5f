/** What a deletion takes with it, said in its confirmation (dialog or edit page). */
export const DELETE_WARNINGS = {
  account: "It leaves every list and report with its contacts, opportunities and activities. You can restore it from the Deleted view for 30 days; then it is deleted for good. The audit log records the deletion.",
  opportunity: "Its stage history is deleted too; conversion events already recorded for it stay in the ledger. The audit log records the deletion.",
  activity: "The audit log records the deletion.",
} as const;
