"use client";

import { Link } from "@/components/ui/link";
import { AccountArea } from "@/components/layout/account-area";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { CONTACT_LINK, HEADER_NAV, isActive, isGroup, type NavLink } from "@/lib/navigation";
import { cn } from "@/lib/utils";

/** The slide-out panel of the mobile menu (loaded on first open, see mobile-nav.tsx). */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  pathname,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  /** The menu button: focus goes back to it when the panel closes. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  const link = (l: NavLink) => {
    const active = isActive(pathname, l.href);
    return (
      <li key={l.href}>
        <Link
          href={l.href}
          onClick={close}
          aria-current={active ? "page" : undefined}
          className={cn("block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent", active && "bg-accent text-accent-foreground")}
        >
          {l.label}
        </Link>
      </li>
    );
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="p-6"
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {HEADER_NAV.map((item) =>
              isGroup(item) ? (
                <li key={item.label}>
                  <p className="px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{item.label}</p>
                  <ul className="space-y-1">{item.children.map(link)}</ul>
                </li>
              ) : (
                link(item)
              ),
            )}
            {link(CONTACT_LINK)}
          </ul>
        </nav>
        <AccountArea className="mt-4 flex flex-wrap" onNavigate={close} />
      </SheetContent>
    </Sheet>
  );
}
