import { icon } from "@/components/icons/icon";

/** Lucide's "clock-3" (lucide-react 1.75.0, ISC licence). */
export const Clock3Icon = icon("clock-3", [["circle", {cx: "12", cy: "12", r: "10"}], ["path", {d: "M12 6v6h4"}]]);
