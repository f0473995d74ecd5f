import { CircleAlertIcon } from "@/components/icons/circle-exclamation-point";
import { CircleCheckIcon } from "@/components/icons/circle-check";
import { CircleXIcon } from "@/components/icons/circle-x";
import { leadQualityBand } from "@/lib/verification/bands";
import { cn } from "@/lib/utils";
import type { QualityBand } from "@/lib/verification/types";

const STYLE: Record<QualityBand, { Icon: typeof CircleCheckIcon; className: string; label: string }> = {
  high: { Icon: CircleCheckIcon, className: "text-success", label: "High quality" },
  medium: { Icon: CircleAlertIcon, className: "text-warning", label: "Medium quality" },
  low: { Icon: CircleXIcon, className: "text-destructive", label: "Low quality" },
};

/**
 * A lead's score as the dashboard shows it (spec): 80+ and verified green with a check, 50–79
 * yellow, below 50 red. The band is also given in words for screen readers.
 */
export function QualityIndicator({ score, isVerified }: { score: number; isVerified: boolean }) {
  const band = leadQualityBand(score, isVerified);
  const { Icon, className, label } = STYLE[band];
  return (
    <span data-band={band} className={cn("inline-flex items-center gap-1.5 text-sm font-semibold tabular-nums", className)}>
      <Icon aria-hidden="true" className="size-4" />
      {Math.round(score)}% Score
      <span className="sr-only">({label})</span>
    </span>
  );
}
