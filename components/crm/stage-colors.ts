import { OPPORTUNITY_STAGES } from "@/lib/constants";

/** The spec's stage colours: prospecting grey, qualification blue, proposal yellow, negotiation orange, won green, lost red. */
const STAGE_COLOR_CLASSES: Record<(typeof OPPORTUNITY_STAGES)[number]["color"], string> = {
  grey: "bg-gray-100 text-gray-800 border-gray-300",
  blue: "bg-blue-100 text-blue-800 border-blue-300",
  yellow: "bg-yellow-100 text-yellow-900 border-yellow-300",
  orange: "bg-orange-100 text-orange-900 border-orange-300",
  green: "bg-green-100 text-green-800 border-green-300",
  red: "bg-red-100 text-red-800 border-red-300",
};

/** Badge classes of a stage (the stage select, the board's column headers). */
export function stageColorClass(stage: string): string {
  const color = OPPORTUNITY_STAGES.find((s) => s.value === stage)?.color ?? "grey";
  return STAGE_COLOR_CLASSES[color];
}

/** Bar colours of the pipeline chart, matching the stage badges. */
export const STAGE_BAR_CLASSES: Record<string, string> = {
  prospecting: "bg-gray-400",
  qualification: "bg-blue-500",
  proposal: "bg-yellow-400",
  negotiation: "bg-orange-500",
  closed_won: "bg-green-600",
  closed_lost: "bg-red-500",
};
