import { cn } from "@/lib/utils";

/** The top band of a marketing page: optional eyebrow, the page's h1, a lead paragraph and actions. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
  className,
}: {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("border-b bg-gradient-to-b from-accent/60 to-background", className)}>
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow && <p className="mb-4 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
        <h1 className="text-balance text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle && <p className="mx-auto mt-6 max-w-3xl text-pretty text-lg text-muted-foreground">{subtitle}</p>}
        {children && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
