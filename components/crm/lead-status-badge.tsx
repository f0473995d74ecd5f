import { Badge } from "@/components/ui/badge";
import { LEAD_STATUSES } from "@/lib/constants";

const VARIANT = { new: "default", contacted: "secondary", qualified: "warning", converted: "success", lost: "destructive" } as const;

/** A lead's follow-up status (New, Contacted, Qualified, Converted, Lost). */
export function LeadStatusBadge({ status }: { status: string }) {
  const label = LEAD_STATUSES.find((s) => s.value === status)?.label ?? status;
  return <Badge variant={VARIANT[status as keyof typeof VARIANT] ?? "outline"}>{label}</Badge>;
}
