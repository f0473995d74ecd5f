import type { CopyBlock } from "@/content";
import { copyBlockText } from "@/content";
import type { LockedItem } from "@/lib/content/premium-types";
import { CopyButton } from "@/components/insights/copy-button";
import { PremiumText } from "@/components/insights/premium-text";
import { PREMIUM_CHECKOUT_HREF } from "@/lib/constants";

/**
 * A copyable script, e-mail template or social post. Free articles show the whole text with a Copy
 * button; premium articles pass `locked` (a preview) and go through the premium island.
 */
export function CopyBlockCard({ block, locked }: { block: CopyBlock; locked?: LockedItem }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm" data-copy-block={block.id}>
      <div className="flex items-start justify-between gap-4">
        <h3 className="text-lg font-semibold">{block.name}</h3>
        {!locked && <CopyButton name={block.name} text={copyBlockText(block)} />}
      </div>
      {"subject" in block && (
        <p className="text-sm">
          <span className="font-medium text-muted-foreground">Subject: </span>
          {block.subject}
        </p>
      )}
      {locked ? (
        <PremiumText item={locked} upgradeLabel="Upgrade" upgradeHref={PREMIUM_CHECKOUT_HREF} />
      ) : (
        <div className="max-h-96 overflow-y-auto rounded-lg border bg-muted/50 p-4" tabIndex={0} role="region" aria-label={block.name}>
          <p className="whitespace-pre-line text-sm leading-relaxed">{block.text}</p>
        </div>
      )}
    </article>
  );
}
