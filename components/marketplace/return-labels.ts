import { RETURN_REASONS } from "@/lib/constants";

/** How a defect report's status and reason read, on the portal, the lead page and the admins' queue. No server-only code. */
export const RETURN_STATUS: Record<string, { label: string; variant: "warning" | "success" | "destructive" }> = {
  pending: { label: "Return under review", variant: "warning" },
  approved: { label: "Returned and credited", variant: "success" },
  refused: { label: "Return refused", variant: "destructive" },
};

export const returnReasonText = (reason: string) => RETURN_REASONS.find((r) => r.value === reason)?.label ?? reason;
