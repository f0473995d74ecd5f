import { Link } from "@/components/ui/link";
import { CheckIcon } from "@/components/icons/check";
import { SparklesIcon } from "@/components/icons/sparkles";
import { insightsCopy } from "@/content";
import { Button } from "@/components/ui/button";
import { PREMIUM_CHECKOUT_HREF } from "@/lib/constants";

/** The premium trial offer ($97/month, cancel anytime). */
export function PremiumTrial() {
  const trial = insightsCopy.premiumTrial;
  return (
    <section id="premium-trial" aria-labelledby="premium-trial-title" className="scroll-mt-20 bg-gradient-to-br from-primary to-indigo-900 text-primary-foreground">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-16 sm:px-6 md:grid-cols-3">
        <div className="md:col-span-2">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-primary-foreground/90">
            <SparklesIcon aria-hidden="true" className="size-4" />
            Premium
          </p>
          <h2 id="premium-trial-title" className="mt-2 text-3xl font-bold tracking-tight">
            {trial.title}
          </h2>
          <p className="mt-4 text-lg text-primary-foreground/90">{trial.text}</p>
        </div>
        <div className="rounded-2xl bg-background p-6 text-foreground shadow-lg">
          <p className="flex items-center gap-2 font-semibold">
            <CheckIcon aria-hidden="true" className="size-5 text-success" />
            {trial.priceLabel}
          </p>
          <Button asChild size="lg" className="mt-4 w-full">
            <Link href={PREMIUM_CHECKOUT_HREF}>Start Premium</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
