import { icon } from "@/components/icons/icon";

/** Lucide's "chevron-down" (lucide-react 1.75.0, ISC licence). */
export const ChevronDownIcon = icon("chevron-down", [["path", {d: "m6 9 6 6 6-6"}]]);
