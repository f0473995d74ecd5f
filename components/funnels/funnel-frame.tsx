import * as React from "react";
import { FunnelProgress } from "@/components/funnels/funnel-progress";
import { cardClassName, cardContentClassName } from "@/components/ui/card-classes";

export type FunnelFrameProps = {
  title: string;
  subtitle: React.ReactNode;
  step: number;
  total: number;
  progressLabel: string;
  stepTitle: string;
  headingRef: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
};

/** Page heading, progress and the current step's card of a funnel. */
export function FunnelFrame({ title, subtitle, step, total, progressLabel, stepTitle, headingRef, children }: FunnelFrameProps) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 text-center">
        <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-muted-foreground">{subtitle}</p>
      </header>
      <div data-slot="card" className={cardClassName}>
        <div data-slot="card-header" className="flex flex-col gap-5 px-6">
          <FunnelProgress step={step} total={total} label={progressLabel} />
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            {stepTitle}
          </h2>
        </div>
        <div data-slot="card-content" className={cardContentClassName}>
          {children}
        </div>
      </div>
    </section>
  );
}
