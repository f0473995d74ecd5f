import { CalendarIcon } from "@/components/icons/calendar";
import { ClockIcon } from "@/components/icons/clock";
import { UserIcon } from "@/components/icons/user";
import type { ArticleSummary } from "@/content";
import { formatLongDate } from "@/lib/content/format";
import { cn } from "@/lib/utils";

/** Author, date and read time of an article. */
export function ArticleMeta({ article, withRole = false, className }: { article: ArticleSummary; withRole?: boolean; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}>
      <li className="inline-flex items-center gap-1.5">
        <UserIcon aria-hidden="true" className="size-4" />
        {article.author}
        {withRole && <span>, {article.authorRole}</span>}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CalendarIcon aria-hidden="true" className="size-4" />
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <ClockIcon aria-hidden="true" className="size-4" />
        {article.readTime}
      </li>
    </ul>
  );
}
