import { cn } from "@/lib/utils";

/** A page section with an h2 heading (and optional subtitle) over its content. */
export function Section({
  id,
  title,
  subtitle,
  children,
  className,
  muted = false,
}: {
  id?: string;
  title?: React.ReactNode;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  muted?: boolean;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      tabIndex={id ? -1 : undefined}
      className={cn("scroll-mt-20 focus:outline-none", muted && "bg-muted/60", className)}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        {title && (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id={headingId} className="text-balance text-3xl font-bold tracking-tight">
              {title}
            </h2>
            {subtitle && <p className="mt-3 text-pretty text-lg text-muted-foreground">{subtitle}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
