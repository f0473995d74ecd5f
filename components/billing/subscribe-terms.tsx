import { PROMISES } from "@/lib/constants";

/** What the buyer agrees to, in plain words, beside the pay button. */
export function SubscribeTerms({ interval }: { interval: "month" | "year" }) {
  return (
    <ul className="grid gap-1 text-sm text-muted-foreground">
      <li>Billed {interval === "year" ? "once a year" : "every month"}, in advance. It renews on its own until you cancel.</li>
      <li>Cancel anytime from your billing page: your plan runs to the end of the period you paid for.</li>
      <li>New clients: {PROMISES.moneyBackDays}-day money-back guarantee from your first payment.</li>
    </ul>
  );
}
