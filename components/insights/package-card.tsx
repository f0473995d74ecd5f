import type { LockedItem } from "@/lib/content/premium-types";
import { PremiumText } from "@/components/insights/premium-text";

/** One Marketing Packages item: title, a few visible facts (platform, subject, headline…) and its premium text. */
export function PackageCard({
  item,
  title,
  facts,
  upgradeLabel,
}: {
  item: LockedItem;
  title: string;
  facts?: { label: string; value: string }[];
  upgradeLabel: string;
}) {
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <h3 className="text-lg font-semibold">{title}</h3>
      {facts && facts.length > 0 && (
        <dl className="space-y-2 text-sm">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="font-medium text-muted-foreground">{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <PremiumText item={item} upgradeLabel={upgradeLabel} />
    </article>
  );
}
