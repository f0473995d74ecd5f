"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { MenuIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { AccountArea } from "@/components/layout/account-area";
import { CONTACT_LINK, HEADER_NAV, isActive, isGroup, type NavLink } from "@/lib/navigation";
import { cn } from "@/lib/utils";

/** Phones and tablets: a right-side slide-out panel with every link; choosing one closes it. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname() ?? "/";
  const close = () => setOpen(false);

  const link = (l: NavLink) => {
    const active = isActive(pathname, l.href);
    return (
      <li key={l.href}>
        <Link
          href={l.href}
          onClick={close}
          aria-current={active ? "page" : undefined}
          className={cn(
            "block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent",
            active && "bg-accent text-accent-foreground",
          )}
        >
          {l.label}
        </Link>
      </li>
    );
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <MenuIcon aria-hidden="true" className="size-6" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="p-6" aria-describedby={undefined}>
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {HEADER_NAV.map((item) =>
              isGroup(item) ? (
                <li key={item.label}>
                  <p className="px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    {item.label}
                  </p>
                  <ul className="space-y-1">{item.children.map(link)}</ul>
                </li>
              ) : (
                link(item)
              ),
            )}
            {link(CONTACT_LINK)}
          </ul>
        </nav>
        <AccountArea className="mt-4 flex-wrap" onNavigate={close} />
      </SheetContent>
    </Sheet>
  );
}
