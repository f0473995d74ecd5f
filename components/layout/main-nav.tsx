"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { NavMenu } from "@/components/layout/nav-menu";
import { HEADER_NAV, isGroup, isItemActive } from "@/lib/navigation";
import { clsx } from "clsx";

const itemClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground";
const activeClass = "bg-accent text-accent-foreground";

/** Desktop navigation: links and the Services / Resources dropdowns, with active highlighting. */
export function MainNav({ chevron }: { chevron: React.ReactNode }) {
  const pathname = usePathname() ?? "/";
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {HEADER_NAV.map((item) => {
          if (!isGroup(item)) {
            const active = isItemActive(pathname, item);
            return (
              <li key={item.href}>
                <Link href={item.href} className={clsx(itemClass, active && activeClass)} aria-current={active ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          }
          return (
            <li key={item.label}>
              <NavMenu group={item} pathname={pathname} className={itemClass} activeClassName={activeClass} chevron={chevron} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
