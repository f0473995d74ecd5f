import { Link } from "@/components/ui/link";
import type { Category } from "@/content";
import { ContentIcon } from "@/components/marketing/content-icon";

/** A category on the insights hub, linking to /ai-insights/category/{slug}. */
export function CategoryCard({ category }: { category: Category }) {
  return (
    <Link
      href={`/ai-insights/category/${category.slug}`}
      className="group flex h-full gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <ContentIcon name={category.icon} className="size-6" />
      </span>
      <span className="flex flex-col gap-1">
        <span className="font-semibold group-hover:text-primary group-hover:underline">{category.name}</span>
        <span className="text-sm text-muted-foreground">{category.count} articles</span>
        <span className="text-sm text-muted-foreground">{category.description}</span>
      </span>
    </Link>
  );
}
