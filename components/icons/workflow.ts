import { icon } from "@/components/icons/icon";

/** Lucide's "workflow" (lucide-react 1.75.0, ISC licence). */
export const WorkflowIcon = icon("workflow", [["rect", {width: "8", height: "8", x: "3", y: "3", rx: "2"}], ["path", {d: "M7 11v4a2 2 0 0 0 2 2h4"}], ["rect", {width: "8", height: "8", x: "13", y: "13", rx: "2"}]]);
