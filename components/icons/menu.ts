import { icon } from "@/components/icons/icon";

/** Lucide's "menu" (lucide-react 1.75.0, ISC licence). */
export const MenuIcon = icon("menu", [["path", {d: "M4 5h16"}], ["path", {d: "M4 12h16"}], ["path", {d: "M4 19h16"}]]);
