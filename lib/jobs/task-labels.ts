/**
 * What each background task does, in the words an operations manager reads on /admin/jobs. A task
 * not named here (a new one) is shown by its identifier alone.
 */
export const TASK_LABELS: Record<string, string> = {
  "automations:event": "New leads and status changes: routing to a buyer, automations, first touch",
  "automations:step": "Automation steps at their time",
  "automations:overdue-tasks": "Overdue tasks check",
  "email:send": "E-mails to Resend",
  "sms:send": "Texts to Twilio",
  "texting:inbound": "Inbound texts",
  "marketplace:push": "Deliveries pushed to buyers' webhooks, HubSpot and Zapier",
  "marketplace:route": "Imported consumers routed to buyers",
  "marketplace:sweep": "Unsold leads offered again, ended periods",
  "meta:send-conversions": "Meta Conversions API events",
  "meta:flush-pending": "Meta events waiting for credentials",
  "webhooks:process": "Inbound webhooks (HubSpot, Pipedrive, Salesforce, Zapier, Resend)",
  "imports:run": "CSV imports",
  "imports:prune-abandoned": "Abandoned imports cleaned up",
  "crm:bulk": "Bulk actions over 1,000 rows",
  "crm:purge-deleted": "Deleted leads purged after 30 days",
  "crm:daily-report": "Daily CRM report",
  "checkout:abandoned-carts": "Abandoned checkouts",
  "auth:password-reset": "Password reset e-mails",
  "billing:sweep": "Subscription grace periods and ends",
  "maintenance:prune-expired": "Expired sessions and tokens pruned",
};

export function taskLabel(task: string): string | null {
  return TASK_LABELS[task] ?? null;
}
