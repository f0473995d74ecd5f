import { icon } from "@/components/icons/icon";

/** Lucide's "minus" (lucide-react 1.75.0, ISC licence). */
export const MinusIcon = icon("minus", [["path", {d: "M5 12h14"}]]);
