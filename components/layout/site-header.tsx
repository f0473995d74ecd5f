import { Link } from "@/components/ui/link";
import { ChevronDownIcon } from "@/components/icons/chevron-down";
import { MenuIcon } from "@/components/icons/menu";
import { ShieldCheckIcon } from "@/components/icons/shield-check";
import { ShoppingCartIcon } from "@/components/icons/shopping-cart";
import { Button } from "@/components/ui/button";
import { MainNav } from "@/components/layout/main-nav";
import { MobileNav } from "@/components/layout/mobile-nav";
import { AccountArea } from "@/components/layout/account-area";
import { CartIndicator } from "@/components/checkout/cart-indicator";
import { CONTACT_LINK } from "@/lib/navigation";

/**
 * The shared header of the full layout. Static HTML; only the nav state and account area are client islands.
 * The account area has a fixed width on desktop, the same for its placeholder, Login and CRM Access, and
 * Welcome and Logout (a long name is cut with an ellipsis), so nothing in the bar moves when the browser
 * learns who is signed in.
 */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-bold text-primary">
          <ShieldCheckIcon aria-hidden="true" className="size-7" />
          <span className="text-lg">{siteName}</span>
        </Link>
        <MainNav chevron={<ChevronDownIcon aria-hidden="true" className="size-4" />} />
        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="hidden lg:inline-flex">
            <Link href={CONTACT_LINK.href}>{CONTACT_LINK.label}</Link>
          </Button>
          <CartIndicator icon={<ShoppingCartIcon aria-hidden="true" className="size-5" />} />
          <AccountArea className="hidden justify-end lg:flex lg:w-52 xl:w-64" />
          <MobileNav icon={<MenuIcon aria-hidden="true" className="size-6" />} />
        </div>
      </div>
    </header>
  );
}
