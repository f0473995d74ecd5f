/** What a deletion takes with it, said in its confirmation (dialog or edit page). */
export const DELETE_WARNINGS = {
  account: "Its contacts, opportunities and activities are deleted too. Leads converted into it are kept. The audit log records the deletion.",
  opportunity: "Its stage history is deleted too; conversion events already recorded for it stay in the ledger. The audit log records the deletion.",
  activity: "The audit log records the deletion.",
} as const;
