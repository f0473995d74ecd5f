"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronDownIcon } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { HEADER_NAV, isActive, isGroup, isItemActive } from "@/lib/navigation";
import { cn } from "@/lib/utils";

const itemClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground";
const activeClass = "bg-accent text-accent-foreground";

/** Desktop navigation: links and the Services / Resources dropdowns, with active highlighting. */
export function MainNav() {
  const pathname = usePathname() ?? "/";
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {HEADER_NAV.map((item) => {
          const active = isItemActive(pathname, item);
          if (!isGroup(item)) {
            return (
              <li key={item.href}>
                <Link href={item.href} className={cn(itemClass, active && activeClass)} aria-current={active ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          }
          return (
            <li key={item.label}>
              <DropdownMenu modal={false}>
                <DropdownMenuTrigger className={cn(itemClass, active && activeClass)} data-active={active || undefined}>
                  {item.label}
                  <ChevronDownIcon aria-hidden="true" className="size-4" />
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start" className="min-w-56">
                  {item.children.map((child) => {
                    const childActive = isActive(pathname, child.href);
                    return (
                      <DropdownMenuItem key={child.href} asChild className={cn(childActive && activeClass)}>
                        <Link href={child.href} aria-current={childActive ? "page" : undefined}>
                          {child.label}
                        </Link>
                      </DropdownMenuItem>
                    );
                  })}
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
