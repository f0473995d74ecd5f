import { Input } from "@/components/ui/input";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * Narrows a form page's account select without JavaScript (a GET form: `?q=`). With JavaScript the
 * select's own search box does this, so this one is only in <noscript>.
 */
export function AccountSearchForm({ q, action }: { q: string; action: string }) {
  return (
    <noscript>
      <form method="get" action={action} role="search" className="mb-6 flex items-end gap-2">
        <label className="grid flex-1 gap-2 text-sm font-medium">
          Search your accounts
          <Input type="search" name="q" defaultValue={q} className="font-normal" />
        </label>
        <button type="submit" className={buttonVariants({ variant: "outline" })}>
          Search
        </button>
      </form>
    </noscript>
  );
}
