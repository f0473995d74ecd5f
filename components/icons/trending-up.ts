import { icon } from "@/components/icons/icon";

/** Lucide's "trending-up" (lucide-react 1.75.0, ISC licence). */
export const TrendingUpIcon = icon("trending-up", [["path", {d: "M16 7h6v6"}], ["path", {d: "m22 7-8.5 8.5-5-5L2 17"}]]);
