import { icon } from "@/components/icons/icon";

/** Lucide's "calendar" (lucide-react 1.75.0, ISC licence). */
export const CalendarIcon = icon("calendar", [["path", {d: "M8 2v3"}], ["path", {d: "M16 2v3"}], ["rect", {x: "3", y: "3", width: "18", height: "18", rx: "2"}], ["path", {d: "M3 9h18"}]]);
