import { icon } from "@/components/icons/icon";

/** Lucide's "target" (lucide-react 1.75.0, ISC licence). */
export const TargetIcon = icon("target", [["circle", {cx: "12", cy: "12", r: "10"}], ["circle", {cx: "12", cy: "12", r: "6"}], ["circle", {cx: "12", cy: "12", r: "2"}]]);
