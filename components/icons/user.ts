import { icon } from "@/components/icons/icon";

/** Lucide's "user" (lucide-react 1.75.0, ISC licence). */
export const UserIcon = icon("user", [["path", {d: "M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"}], ["circle", {cx: "12", cy: "7", r: "4"}]]);
