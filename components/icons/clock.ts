import { icon } from "@/components/icons/icon";

/** Lucide's "clock" (lucide-react 1.75.0, ISC licence). */
export const ClockIcon = icon("clock", [["circle", {cx: "12", cy: "12", r: "10"}], ["path", {d: "M12 6v6l4 2"}]]);
