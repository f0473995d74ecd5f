"use client";

import { Link } from "@/components/ui/link";
import { LockIcon } from "@/components/icons/lock";
import { buttonVariants } from "@/components/ui/button-variants";
import { CopyButton } from "@/components/insights/copy-button";
import { unlockedText, usePremium } from "@/components/insights/use-premium";
import { PREMIUM_UPGRADE_HREF } from "@/lib/island-constants";
import type { LockedItem } from "@/lib/content/premium-types";

/**
 * A premium text: the truncated preview, blurred under a Premium Content overlay with an Upgrade
 * button and a Copy button that refuses; for subscribers the full text and a working Copy button.
 */
export function PremiumText({
  item,
  upgradeLabel = "Upgrade",
  upgradeHref = PREMIUM_UPGRADE_HREF,
}: {
  item: LockedItem;
  upgradeLabel?: string;
  upgradeHref?: string;
}) {
  const premium = usePremium();
  const full = unlockedText(premium, item.id);
  const locked = full === null;
  return (
    <div className="flex flex-1 flex-col gap-3" data-premium={locked ? "locked" : "unlocked"}>
      <div className="relative flex-1 overflow-hidden rounded-lg border bg-muted/50">
        <p
          className={
            locked
              ? "select-none whitespace-pre-line p-4 text-sm leading-relaxed blur-[3px]"
              : "whitespace-pre-line p-4 text-sm leading-relaxed"
          }
          aria-hidden={locked || undefined}
        >
          {full ?? item.preview}
        </p>
        {locked && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-background/70 p-4 text-center">
            <p className="flex items-center gap-2 font-semibold">
              <LockIcon aria-hidden="true" className="size-4" />
              Premium Content
            </p>
            <p className="sr-only">Preview: {item.preview}</p>
            <Link href={upgradeHref} className={buttonVariants({ size: "sm" })}>
              {upgradeLabel}
              <span className="sr-only"> to read {item.name}</span>
            </Link>
          </div>
        )}
      </div>
      <div className="flex justify-end">
        <CopyButton name={item.name} text={(item.copyPrefix ?? "") + (full ?? "")} locked={locked} />
      </div>
    </div>
  );
}
