"use client";

import { useId, useRef, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { clsx } from "clsx";
import { Link } from "@/components/ui/link";
import { currentState, type StaffNavGroup } from "@/lib/staff-nav";

type Props = { groups: StaffNavGroup[]; defaultTab: string };

/**
 * The staff navigation bar under the site header (issue 25): Work, Admin and Testing, each tool one
 * click away, the current page marked with aria-current. On a phone it folds into one "Staff menu"
 * button (a disclosure: Escape closes it and returns focus). Rendered only on staff pages, so public
 * pages never load it.
 */
export function StaffNav(props: Props) {
  const pathname = usePathname();
  const tab = useSearchParams().get("tab");
  return <StaffNavBar {...props} pathname={pathname} tab={tab} />;
}

/** The bar itself; without an address (while the search params resolve) nothing is marked current. */
export function StaffNavBar({ groups, defaultTab, pathname = null, tab = null }: Props & { pathname?: string | null; tab?: string | null }) {
  // Open for one address only: following a link closes the phone menu.
  const here = `${pathname}?${tab}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const state = (href: string, also?: string[]) => (pathname ? currentState({ label: "", href, access: "user", also }, pathname, tab, defaultTab) : null);
  const current = groups.flatMap((g) => g.items).find((i) => state(i.href, i.also));

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <nav aria-label="Staff" data-staff-nav="" className="border-b bg-muted/40" onKeyDown={onKeyDown}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-2 py-2 text-sm font-medium md:hidden"
        >
          <span>
            Staff menu{current ? <span className="font-normal text-muted-foreground"> · {current.label}</span> : null}
          </span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className={clsx("size-4 shrink-0 transition-transform", open && "rotate-180")} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
        <div id={panelId} className={clsx("space-y-2 pb-3 md:block md:space-y-1 md:py-2", open ? "block" : "hidden")}>
          {groups.map((group) => (
            <div key={group.label} className="flex flex-col gap-1 md:flex-row md:items-baseline md:gap-3">
              <span className="w-20 shrink-0 text-xs font-semibold uppercase tracking-wide text-muted-foreground" id={`${panelId}-${group.label}`}>
                {group.label}
              </span>
              <ul aria-labelledby={`${panelId}-${group.label}`} className="flex flex-wrap gap-x-1 gap-y-1">
                {group.items.map((item) => {
                  const here = state(item.href, item.also);
                  return (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        aria-current={here ?? undefined}
                        className={clsx(
                          "inline-flex min-h-8 items-center rounded-md px-2 py-1 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
                          here ? "bg-background font-semibold text-foreground shadow-sm" : "text-muted-foreground",
                        )}
                      >
                        {item.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
