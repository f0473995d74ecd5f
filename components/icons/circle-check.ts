import { icon } from "@/components/icons/icon";

/** Lucide's "circle-check" (lucide-react 1.75.0, ISC licence). */
export const CheckCircle2Icon = icon("circle-check", [["circle", {cx: "12", cy: "12", r: "10"}], ["path", {d: "m16 9-5.5 5.5L8 12"}]]);
export const CircleCheckIcon = CheckCircle2Icon;
