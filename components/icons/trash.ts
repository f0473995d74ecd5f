import { icon } from "@/components/icons/icon";

/** Lucide's "trash" (lucide-react 1.75.0, ISC licence). */
export const Trash2Icon = icon("trash", [["path", {d: "M10 11v6"}], ["path", {d: "M14 11v6"}], ["path", {d: "M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6"}], ["path", {d: "M3 6h18"}], ["path", {d: "M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"}]]);
