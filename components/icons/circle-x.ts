import { icon } from "@/components/icons/icon";

/** Lucide's "circle-x" (lucide-react 1.75.0, ISC licence). */
export const CircleXIcon = icon("circle-x", [["circle", {cx: "12", cy: "12", r: "10"}], ["path", {d: "m15 9-6 6"}], ["path", {d: "m9 9 6 6"}]]);
