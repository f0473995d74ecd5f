import { Badge } from "@/components/ui/badge";
import { titleCase } from "@/lib/crm/format";

const ACCOUNT_TYPE_VARIANT = { prospect: "secondary", customer: "success", agency: "default" } as const;
const STATUS_VARIANT = {
  active: "success",
  inactive: "secondary",
  pending: "warning",
  completed: "success",
  cancelled: "secondary",
} as const;

export function AccountTypeBadge({ type }: { type: string }) {
  return <Badge variant={ACCOUNT_TYPE_VARIANT[type as keyof typeof ACCOUNT_TYPE_VARIANT] ?? "outline"}>{titleCase(type)}</Badge>;
}

/** Account status (active/inactive/pending) and activity status (pending/completed/cancelled). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_VARIANT[status as keyof typeof STATUS_VARIANT] ?? "outline"}>{titleCase(status)}</Badge>;
}
