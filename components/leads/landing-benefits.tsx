import type { IconComponent } from "@/components/icons/icon";
import { MapPinIcon } from "@/components/icons/map-pin";
import { ShieldCheckIcon } from "@/components/icons/shield-check";
import { WorkflowIcon } from "@/components/icons/workflow";
import { landingCopy } from "@/content/lead-pages";

const ICONS: Record<(typeof landingCopy.benefits)[number]["id"], IconComponent> = {
  verified: ShieldCheckIcon,
  texas: MapPinIcon,
  "done-for-you": WorkflowIcon,
};

/** The three benefit blocks of /landing: verified lead quality, Texas market focus, done-for-you system. */
export function LandingBenefits() {
  return (
    <section aria-labelledby="landing-benefits-title" className="bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="landing-benefits-title" className="mb-8 text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Why agencies switch to our lead system
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {landingCopy.benefits.map((benefit) => {
            const Icon = ICONS[benefit.id];
            return (
              <div key={benefit.id} className="rounded-xl border bg-card p-6 shadow-sm">
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{benefit.description}</p>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
