import { icon } from "@/components/icons/icon";

/** Lucide's "chart-line" (lucide-react 1.75.0, ISC licence). */
export const ChartLineIcon = icon("chart-line", [["path", {d: "M3 3v16a2 2 0 0 0 2 2h16"}], ["path", {d: "m19 9-5 5-4-4-3 3"}]]);
