import { icon } from "@/components/icons/icon";

/** Lucide's "check" (lucide-react 1.75.0, ISC licence). */
export const CheckIcon = icon("check", [["path", {d: "M20 6 9 17l-5-5"}]]);
