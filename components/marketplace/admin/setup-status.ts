/** How a buyer's set-up state reads in the admins' marketplace. No server-only code. */
export const SETUP_STATUS: Record<string, { label: string; variant: "success" | "warning" | "secondary" | "destructive" }> = {
  draft: { label: "Set-up not sent", variant: "secondary" },
  submitted: { label: "Waiting for approval", variant: "warning" },
  approved: { label: "Approved", variant: "success" },
  changes_requested: { label: "Changes requested", variant: "destructive" },
};
