import { Link } from "@/components/ui/link";
import { LockIcon } from "@/components/icons/lock";
import { insightsCopy, PREMIUM_HUB_VISIBLE, premiumLibrary } from "@/content";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ContentIcon } from "@/components/marketing/content-icon";
import { PREMIUM_CHECKOUT_HREF } from "@/lib/constants";

/** The first six of the eight premium library items, locked, with an Upgrade to Premium button. */
export function PremiumLibrary() {
  const copy = insightsCopy.premiumLibrary;
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {premiumLibrary.slice(0, PREMIUM_HUB_VISIBLE).map((item) => (
          <li key={item.id} className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <ContentIcon name={item.icon} className="size-5" />
              </span>
              <Badge variant="outline">
                <LockIcon aria-hidden="true" />
                {copy.lockedLabel}
              </Badge>
            </div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="flex-1 text-sm text-muted-foreground">{item.description}</p>
            <p className="text-xs font-medium text-muted-foreground">
              {item.category} · {item.format}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Showing {PREMIUM_HUB_VISIBLE} of {premiumLibrary.length} premium resources.
      </p>
      <div className="mt-4 flex justify-center">
        <Button asChild size="lg">
          <Link href={PREMIUM_CHECKOUT_HREF}>{copy.upgradeLabel}</Link>
        </Button>
      </div>
    </>
  );
}
