import { icon } from "@/components/icons/icon";

/** Lucide's "maximize-2" (lucide-react 1.75.0, ISC licence). */
export const Maximize2Icon = icon("maximize-2", [["path", {d: "M15 3h6v6"}], ["path", {d: "m21 3-7 7"}], ["path", {d: "m3 21 7-7"}], ["path", {d: "M9 21H3v-6"}]]);
