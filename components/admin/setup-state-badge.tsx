import { Badge } from "@/components/ui/badge";
import type { RowState } from "@/lib/setup/types";

export const STATE_LABELS: Record<RowState, string> = {
  not_configured: "Not configured",
  untested: "Configured, untested",
  working: "Working",
  failing: "Failing",
};

const VARIANT = { not_configured: "outline", untested: "secondary", working: "success", failing: "destructive" } as const;

/** A checklist row's state, in words (never colour alone). */
export function SetupStateBadge({ state }: { state: RowState }) {
  return <Badge variant={VARIANT[state]}>{STATE_LABELS[state]}</Badge>;
}
