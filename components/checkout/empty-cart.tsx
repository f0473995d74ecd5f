import { Link } from "@/components/ui/link";
import { ShoppingCartIcon } from "@/components/icons/shopping-cart";
import { Button } from "@/components/ui/button";

/** The empty cart (public-site.md §2): a Browse Plans link to /pricing. */
export function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-12 text-center">
      <ShoppingCartIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-xl font-semibold">Your cart is empty</h2>
      <p className="text-sm text-muted-foreground">
        Choose a lead plan or the premium content library, then come back here to pay.
      </p>
      <Button asChild size="lg">
        <Link href="/pricing">Browse Plans</Link>
      </Button>
    </div>
  );
}
