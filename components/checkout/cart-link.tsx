import { clsx } from "clsx";
import { Link } from "@/components/ui/link";

/** The header's link to /checkout, named with the number of items ("Cart, 2 items") and showing it as a badge. */
export function CartLink({ icon, className, count }: { icon: React.ReactNode; className?: string; count: number }) {
  const label = count === 0 ? "Cart" : `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <Link
      href="/checkout"
      aria-label={label}
      data-testid="cart-indicator"
      className={clsx(
        "relative inline-flex size-10 items-center justify-center rounded-md text-foreground transition-colors hover:bg-secondary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      {icon}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
