import { icon } from "@/components/icons/icon";

/** Lucide's "arrow-left" (lucide-react 1.75.0, ISC licence). */
export const ArrowLeftIcon = icon("arrow-left", [["path", {d: "m12 19-7-7 7-7"}], ["path", {d: "M19 12H5"}]]);
