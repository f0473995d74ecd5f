import { icon } from "@/components/icons/icon";

/** Lucide's "x" (lucide-react 1.75.0, ISC licence). */
export const XIcon = icon("x", [["path", {d: "M18 6 6 18"}], ["path", {d: "m6 6 12 12"}]]);
