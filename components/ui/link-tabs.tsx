"use client";

import { useEffect, useRef, useState } from "react";
import { Link } from "@/components/ui/link";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

export type LinkTab<V extends string> = { value: V; label: string; count?: number };

/**
 * Tabs whose tab is in the address (`?tab=`: shareable, Back works): the ARIA tabs pattern on links.
 * Arrow keys, Home and End move between tabs (roving focus), Enter or a click opens one; only the
 * active tab's panel is rendered, by the server. A count in a tab says what waits there.
 *
 * On a narrow screen the row scrolls sideways: the open tab is scrolled into view, and the edge with
 * more tabs beyond it fades out, so the hidden ones are not a surprise.
 */
export function LinkTabs<V extends string>(props: {
  label: string;
  idPrefix: string;
  tabs: readonly LinkTab<V>[];
  current: V;
  href: (value: V) => string;
  pending: boolean;
  children: React.ReactNode;
}) {
  const { label, idPrefix, tabs, current, href, pending, children } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setMore({ left: list.scrollLeft > 1, right: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 });
    const selected = list.querySelector<HTMLElement>('[aria-selected="true"]');
    if (selected && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = Math.max(0, selected.offsetLeft - (list.clientWidth - selected.offsetWidth) / 2);
    }
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(list);
    return () => {
      list.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, [current]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      e.key === "ArrowRight" ? (at + 1) % links.length
      : e.key === "ArrowLeft" ? (at - 1 + links.length) % links.length
      : e.key === "Home" ? 0
      : e.key === "End" ? links.length - 1
      : -1;
    if (next < 0) return;
    e.preventDefault();
    links[next]?.focus();
    links[next]?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };

  const fade =
    more.left && more.right ? "[mask-image:linear-gradient(to_right,transparent,black_2rem,black_calc(100%-2rem),transparent)]"
    : more.right ? "[mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)]"
    : more.left ? "[mask-image:linear-gradient(to_right,transparent,black_2rem)]"
    : "";

  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-w-0 items-center gap-3">
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className={cn("relative inline-flex h-10 w-fit max-w-full items-center overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground [scrollbar-width:none]", fade)}
        >
          {tabs.map((t) => {
            const selected = t.value === current;
            return (
              <Link
                key={t.value}
                id={`${idPrefix}-tab-${t.value}`}
                role="tab"
                aria-selected={selected}
                aria-controls={`${idPrefix}-tabpanel`}
                tabIndex={selected ? 0 : -1}
                href={href(t.value)}
                scroll={false}
                className={cn(
                  "inline-flex h-full items-center justify-center gap-1 whitespace-nowrap rounded-md px-3 py-1 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  selected && "bg-background text-foreground shadow-sm",
                )}
              >
                {t.label}
                {t.count ? <span className="rounded-full bg-warning px-1.5 text-xs text-white">{t.count}</span> : null}
              </Link>
            );
          })}
        </div>
        {pending && <Spinner label="Loading" />}
      </div>
      <div role="tabpanel" id={`${idPrefix}-tabpanel`} aria-labelledby={`${idPrefix}-tab-${current}`} tabIndex={0} className="pt-2 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
        {children}
      </div>
    </div>
  );
}
