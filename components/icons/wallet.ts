import { icon } from "@/components/icons/icon";

/** Lucide's "wallet" (lucide-react 1.75.0, ISC licence). */
export const WalletIcon = icon("wallet", [["path", {d: "M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1"}], ["path", {d: "M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4"}]]);
