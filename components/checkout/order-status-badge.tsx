import { Badge } from "@/components/ui/badge";
import { OPEN_DISPUTE_STATUSES } from "@/lib/billing/dispute-statuses";

const LABELS: Record<string, { label: string; variant: "success" | "warning" | "destructive" | "secondary" | "outline" }> = {
  pending: { label: "Waiting for payment", variant: "outline" },
  paid: { label: "Paid", variant: "success" },
  failed: { label: "Payment failed", variant: "secondary" },
  refunded: { label: "Refunded", variant: "secondary" },
  cancelled: { label: "Cancelled", variant: "secondary" },
};

/** A checkout order's state in words: a bank's open dispute first, then a part refunded. */
export function OrderStatusBadge({ status, refundedCents, disputeStatus, method }: { status: string; refundedCents: number; disputeStatus: string | null; method: string | null }) {
  if (disputeStatus && OPEN_DISPUTE_STATUSES.some((s) => s === disputeStatus)) return <Badge variant="destructive">{method === "paypal" ? "Disputed at PayPal" : "Disputed by the bank"}</Badge>;
  if (status === "paid" && refundedCents > 0) return <Badge variant="warning">Partly refunded</Badge>;
  const s = LABELS[status] ?? { label: status, variant: "outline" as const };
  return <Badge variant={s.variant}>{s.label}</Badge>;
}
