import { Link } from "@/components/ui/link";
import { cn } from "@/lib/utils";

/** A row of filter links that keep the other filters in the URL (shareable, back button works). */
export function FilterLinks({ label, param, options, current, basePath, params }: { label: string; param: string; options: { value: string; label: string }[]; current: string | undefined; basePath: string; params: Record<string, string | undefined> }) {
  const href = (value: string) => {
    const q = new URLSearchParams(Object.entries({ ...params, [param]: value || undefined, page: undefined }).filter((e): e is [string, string] => Boolean(e[1])));
    const s = q.toString();
    return s ? `${basePath}?${s}` : basePath;
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1 text-sm">
      <span className="mr-1 text-muted-foreground">{label}:</span>
      {[{ value: "", label: "All" }, ...options].map((o) => {
        const active = (current ?? "") === o.value;
        return (
          <Link key={o.value || "all"} href={href(o.value)} aria-current={active ? "page" : undefined} className={cn("rounded-md border px-2 py-1", active ? "bg-primary text-primary-foreground" : "hover:bg-muted")}>
            {o.label}
          </Link>
        );
      })}
    </nav>
  );
}

export function Pager({ page, pages, basePath, params }: { page: number; pages: number; basePath: string; params: Record<string, string | undefined> }) {
  if (pages <= 1) return null;
  const href = (p: number) => `${basePath}?${new URLSearchParams(Object.entries({ ...params, page: String(p) }).filter((e): e is [string, string] => Boolean(e[1]))).toString()}`;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between text-sm">
      {page > 1 ? <Link href={href(page - 1)} className="underline">Newer</Link> : <span />}
      <span className="text-muted-foreground">
        Page {page} of {pages}
      </span>
      {page < pages ? <Link href={href(page + 1)} className="underline">Older</Link> : <span />}
    </nav>
  );
}
