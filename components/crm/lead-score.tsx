import { CircleAlertIcon, CircleCheckIcon, CircleXIcon } from "lucide-react";
import { leadQualityBand } from "@/lib/verification/bands";
import { cn } from "@/lib/utils";

const BAND_CLASS = { high: "text-green-700", medium: "text-yellow-700", low: "text-red-700" } as const;

/**
 * "N% Score" with its icon: green at 80+ (the check needs the lead verified too), yellow 50–79,
 * red below 50 (spec §2 and §9).
 */
export function LeadScore({ score, isVerified }: { score: number; isVerified: boolean }) {
  const band = leadQualityBand(score, isVerified);
  const colour = score >= 80 ? BAND_CLASS.high : score >= 50 ? BAND_CLASS.medium : BAND_CLASS.low;
  const Icon = band === "high" ? CircleCheckIcon : score >= 50 ? CircleAlertIcon : CircleXIcon;
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm font-semibold", colour)} data-band={score >= 80 ? "high" : score >= 50 ? "medium" : "low"}>
      <Icon aria-hidden="true" className="size-4" />
      {score}% Score
    </span>
  );
}
