import { icon } from "@/components/icons/icon";

/** Lucide's "layout-dashboard" (lucide-react 1.75.0, ISC licence). */
export const LayoutDashboardIcon = icon("layout-dashboard", [["rect", {width: "7", height: "9", x: "3", y: "3", rx: "1"}], ["rect", {width: "7", height: "5", x: "14", y: "3", rx: "1"}], ["rect", {width: "7", height: "9", x: "14", y: "12", rx: "1"}], ["rect", {width: "7", height: "5", x: "3", y: "16", rx: "1"}]]);
