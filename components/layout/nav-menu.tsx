"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState } from "react";
import { isActive, type NavGroup } from "@/lib/navigation";
import { clsx } from "clsx";

/**
 * A header dropdown (Services, Resources) following the WAI-ARIA menu button pattern, without a
 * positioning library: Enter, Space or ArrowDown opens it on the first item (ArrowUp on the last),
 * arrows / Home / End move, Escape closes and returns focus, Tab or a click outside closes it.
 * Kept dependency-free so every public page ships less JavaScript (bench/pages.mts).
 */
export function NavMenu({
  group,
  pathname,
  className,
  activeClassName,
  chevron,
}: {
  group: NavGroup;
  pathname: string;
  className: string;
  activeClassName: string;
  /** The down arrow, rendered by the server (components/icons): it turns while the menu is open. */
  chevron: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusOnOpen = useRef<number | null>(null);
  const active = group.children.some((c) => isActive(pathname, c.href));

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current !== null) itemRefs.current[focusOnOpen.current]?.focus();
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openAt = (index: number | null) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      openAt(0);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      openAt(group.children.length - 1);
    }
  };

  const onMenuKeyDown = (e: React.KeyboardEvent) => {
    const items = itemRefs.current.filter((el): el is HTMLAnchorElement => el !== null);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      e.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (e.key === "ArrowDown") move(current + 1);
    else if (e.key === "ArrowUp") move(current - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(items.length - 1);
    else if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "Tab") setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-active={active || undefined}
        data-state={open ? "open" : "closed"}
        className={clsx(className, active && activeClassName)}
        onClick={() => (open ? close(false) : openAt(null))}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
        <span aria-hidden="true" className={clsx("inline-flex transition-transform", open && "rotate-180")}>
          {chevron}
        </span>
      </button>
      {open && (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          className="absolute left-0 top-full z-50 mt-1 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {group.children.map((child, i) => {
            const childActive = isActive(pathname, child.href);
            return (
              <Link
                key={child.href}
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                href={child.href}
                role="menuitem"
                tabIndex={-1}
                aria-current={childActive ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={clsx(
                  "flex rounded-sm px-2 py-2 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                  childActive && activeClassName,
                )}
              >
                {child.label}
              </Link>
            );
          })}
        </div>
      )}
    </div>
  );
}
