import { Link } from "@/components/ui/link";
import { ArrowRightIcon } from "@/components/icons/arrow-right";
import type { FeatureCard as FeatureCardData } from "@/content";
import { Badge } from "@/components/ui/badge";
import { ContentIcon } from "@/components/marketing/content-icon";
import { cn } from "@/lib/utils";

/** An icon card (features, steps, technology, tools). With `href` and `linkLabel`, it ends in a link. */
export function FeatureCard({
  card,
  linkLabel,
  headingLevel = 3,
  className,
}: {
  card: FeatureCardData;
  linkLabel?: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm", className)}>
      <div className="mb-4 flex items-center justify-between gap-2">
        <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <ContentIcon name={card.icon} className="size-6" />
        </span>
        {card.badge && <Badge variant="warning">{card.badge}</Badge>}
      </div>
      <Heading className="text-lg font-semibold">{card.title}</Heading>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{card.description}</p>
      {card.href && linkLabel && (
        <Link
          href={card.href}
          className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {linkLabel}
          <span className="sr-only">: {card.title}</span>
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}
