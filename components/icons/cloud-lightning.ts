import { icon } from "@/components/icons/icon";

/** Lucide's "cloud-lightning" (lucide-react 1.75.0, ISC licence). */
export const CloudLightningIcon = icon("cloud-lightning", [["path", {d: "M6 16.326A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 .5 8.973"}], ["path", {d: "m13 12-3 5h4l-3 5"}]]);
