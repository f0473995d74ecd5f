import { icon } from "@/components/icons/icon";

/** Lucide's "chart-column" (lucide-react 1.75.0, ISC licence). */
export const ChartColumnIcon = icon("chart-column", [["path", {d: "M3 3v16a2 2 0 0 0 2 2h16"}], ["path", {d: "M18 17V9"}], ["path", {d: "M13 17V5"}], ["path", {d: "M8 17v-3"}]]);
