import { icon } from "@/components/icons/icon";

/** Lucide's "arrow-right" (lucide-react 1.75.0, ISC licence). */
export const ArrowRightIcon = icon("arrow-right", [["path", {d: "M5 12h14"}], ["path", {d: "m12 5 7 7-7 7"}]]);
