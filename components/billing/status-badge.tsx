import { Badge } from "@/components/ui/badge";

const LABELS: Record<string, { label: string; variant: "success" | "warning" | "destructive" | "secondary" | "outline" }> = {
  incomplete: { label: "Waiting for payment", variant: "warning" },
  active: { label: "Active", variant: "success" },
  past_due: { label: "Payment overdue", variant: "warning" },
  suspended: { label: "Delivery paused", variant: "destructive" },
  canceled: { label: "Ended", variant: "secondary" },
  expired: { label: "Not started", variant: "outline" },
};

/** A subscription's state in words. */
export function SubscriptionStatusBadge({ status, ending }: { status: string; ending?: boolean }) {
  const s = LABELS[status] ?? { label: status, variant: "outline" as const };
  return <Badge variant={ending && status === "active" ? "warning" : s.variant}>{ending && status === "active" ? "Ends at period end" : s.label}</Badge>;
}
